// An AWS-shaped spec on the forbidden server (nothing may reach it; mock mode answers): a list and a describe
// operation that differ by one trailing path parameter, and a JSON-protocol operation at "/#X-Amz-Target=…".
import { FORBIDDEN_URL } from '../ports';

export const AWS_OFFLINE_SPEC_PATH = '/items/aws-offline.yaml';

export const awsOfflineSpecText = (): string => `openapi: 3.0.0
info: { title: EMR containers offline (e2e), version: '1' }
servers: [{ url: '${FORBIDDEN_URL}/aws' }]
paths:
  /virtualclusters:
    get:
      operationId: ListVirtualClusters
      responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { virtualClusters: { type: array, items: { type: string } } } } } } } }
  /virtualclusters/{virtualClusterId}:
    get:
      operationId: DescribeVirtualCluster
      parameters: [{ name: virtualClusterId, in: path, required: true, schema: { type: string, pattern: '^[0-9a-z]+$' } }]
      responses: { '200': { description: ok, content: { application/json: { schema: { type: object, required: [id], properties: { id: { type: string } } } } } } }
    delete:
      operationId: DeleteVirtualCluster
      parameters: [{ name: virtualClusterId, in: path, required: true, schema: { type: string } }]
      responses: { '200': { description: deleted } }
  /#X-Amz-Target=AppRunner.DescribeVpcConnector:
    post:
      operationId: DescribeVpcConnector
      parameters: [{ name: X-Amz-Target, in: header, required: true, schema: { type: string, enum: [AppRunner.DescribeVpcConnector] } }]
      requestBody:
        required: true
        content: { application/json: { schema: { type: object, required: [VpcConnectorArn], properties: { VpcConnectorArn: { type: string, minLength: 1, pattern: 'arn:aws(-[\\w]+)*:[a-z0-9-\\.]{0,63}:[0-9]{12}:.+' } } } } }
      responses:
        '200':
          description: ok
          content: { application/json: { schema: { type: object, required: [VpcConnector], properties: { VpcConnector: { type: object, required: [VpcConnectorName], properties: { VpcConnectorName: { type: string, minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9-_]{3,39}$' } } } } } } }
`;
