// Public API of the chat workspace: files under /data that persist across the runs of one chat.
export { DEFAULT_OFFRAMP_TOKENS, WORKSPACE_CAPS, capError, isWorkspaceName } from './caps';
export type { WorkspaceCaps } from './caps';
export { SWITCHED_ERROR, Workspace } from './workspace';
export { workspaceRunner } from './runner';
export type { RawRun } from './runner';
export type { WorkspaceEntry, WorkspaceView } from './workspace';
export { describeFile, isRecordList, previewText, recordFields } from './describe';
export type { FileFacts } from './describe';
