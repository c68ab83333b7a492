// A server choice kept outside useServerChoice (a further API's) edited the way the first API's is: same edits, same
// URL checks, the result handed to `set`.
import {
  addServer, checkServerUrl, effectiveServers, removeServer, selectServer, setServerVariable,
  type EffectiveServers, type ServerChoice, type ServerInfo, type ServerUrlCheck,
} from '../../core/openapi';

/** What the server picker and its pieces drive. */
export interface ServerChoiceEdits {
  choice: ServerChoice;
  effective: EffectiveServers;
  select: (key: string) => void;
  setVariable: (key: string, name: string, value: string) => void;
  /** Validates and adds a server; the result says why one was refused. */
  add: (text: string) => ServerUrlCheck;
  remove: (url: string) => void;
}

export function serverEdits(declared: readonly ServerInfo[], choice: ServerChoice, set: (next: ServerChoice) => void): ServerChoiceEdits {
  return {
    choice,
    effective: effectiveServers(declared, choice),
    select: (key) => set(selectServer(choice, key)),
    setVariable: (key, name, value) => set(setServerVariable(choice, key, name, value)),
    add: (text) => {
      const checked = checkServerUrl(text);
      if (checked.ok) set(addServer(choice, checked.url));
      return checked;
    },
    remove: (url) => set(removeServer(choice, url)),
  };
}
