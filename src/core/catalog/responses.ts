// The success response of an operation: first 2xx (or 2XX), else "default".
import type { OperationInfo, ResponseInfo } from '../openapi/types';
import { pickMediaType } from './inputs';

export interface SuccessResponse {
  status: string;
  response: ResponseInfo;
  mediaType?: string;
}

export function successResponse(op: OperationInfo): SuccessResponse | undefined {
  const codes = op.responses.map((r) => r.status);
  const status = codes.filter((c) => /^2(\d\d|XX)$/i.test(c)).sort()[0] ?? (codes.includes('default') ? 'default' : undefined);
  if (status === undefined) return undefined;
  const response = op.responses.find((r) => r.status === status);
  if (!response) return undefined;
  const mediaType = response.content ? pickMediaType(response.content) : undefined;
  return mediaType === undefined ? { status, response } : { status, response, mediaType };
}
