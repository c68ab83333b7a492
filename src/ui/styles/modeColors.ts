// Each mode's colour as the page's `--mode-<id>` custom property, set from the modes registry (core/modes) so the
// CSS and the charts read the same value.
import { modeLines } from '../../core/modes';

export function applyModeColors(style: CSSStyleDeclaration): void {
  for (const line of modeLines()) style.setProperty(`--mode-${line.id}`, line.color);
}
