// What a mode is: its names, colour and family, what a run of it needs, and where its behaviour is (a discovery
// variant's folder, or a native mode's prompt line). One line per mode in table.ts. Nothing here loads a variant's
// tools or prompts, so the page's first screen can list the modes without them.
/** classic: one tool per operation · code: a discovery variant of code mode · dual: typed tools + execute · native: the provider's own search or code over the classic tools. */
export type ModeFamily = 'classic' | 'code' | 'dual' | 'native';

interface ModeLineBase<Id extends string> {
  id: Id;
  /** The chat's mode select and messages that name the mode. */
  label: string;
  /** Prose name: Compare's heading (with `tools`) and the context-at-start row. */
  name: string;
  /** What the model is offered, in Compare's heading: "Code mode (search · get_schema · execute)". */
  tools: string;
  /** Tables, charts and Compare's mode checkboxes. */
  short: string;
  /** Bars and charts; the page's `--mode-<id>` (ui/styles/modeColors.ts sets it from here). */
  color: string;
  /** Ticked in Compare when the page opens; these modes are in every saved report. */
  compareDefault: boolean;
  /** What a run mounts: the Python sandbox (code and dual run model-written Python). */
  needs: { sandbox: boolean };
}

export interface ClassicLine<Id extends string = string> extends ModeLineBase<Id> { family: 'classic' }
export interface DualLine<Id extends string = string> extends ModeLineBase<Id> { family: 'dual' }
export interface CodeLine<Id extends string = string> extends ModeLineBase<Id> {
  family: 'code';
  /** Its behaviour (tools, prompt, run inputs): the key of its folder in core/discovery's registry. */
  variant: string;
}
/** The provider feature a native mode runs on: a key of core/llm's descriptors' `features`. */
export type ProviderFeature = 'toolSearch' | 'programmaticCalling';

export interface NativeLine<Id extends string = string> extends ModeLineBase<Id> {
  family: 'native';
  /** What a run needs of the provider: no sandbox, and this feature of the provider and model. */
  needs: { sandbox: false; provider: ProviderFeature };
  /** The prompt's line on how tools are reached, for one API and for several (tools named <api>__<operation>). */
  how: { one: string; several: string };
}

/** A mode's line; `NativeId`: the native ids it may have (the table's, once the table exists: a native mode's wire behaviour is core/llm's). */
export type ModeLine<NativeId extends string = string> = ClassicLine | DualLine | CodeLine | NativeLine<NativeId>;
