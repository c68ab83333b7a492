// Images in tool results: the adapters whose API takes them there send them as images (Anthropic's tool_result, the
// OpenAI Responses function_call_output); the others get one short line per image instead, never its base64.
import type { ToolImage } from './types';

/** The image's decoded size from its base64 length. */
export const imageBytes = (image: ToolImage): number => Math.floor((image.data.replace(/=+$/, '').length * 3) / 4);

const size = (bytes: number): string => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`);

/** "[image/png, 4.1 kB: not shown, this API takes no images in tool results]" per image, after the text. */
export function withImageNotes(content: string, images: readonly ToolImage[] | undefined): string {
  if (!images || images.length === 0) return content;
  const notes = images.map((i) => `[${i.mimeType}, ${size(imageBytes(i))}: not shown, this API takes no images in tool results]`);
  return [content, ...notes].filter((t) => t !== '').join('\n');
}

/** A data: URL of the image (OpenAI's input_image). */
export const dataUrl = (image: ToolImage): string => `data:${image.mimeType};base64,${image.data}`;
