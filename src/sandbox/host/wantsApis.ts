// Which runs get the generated client packages: generating and writing them costs (MS Graph's are 27 MB), and a
// playground link's first run must not wait on them. A script that hides the word only finds no `apis` module.
const NAMES_APIS = /\bapis\b/;

/** True when the code, or a skill handed to the run, names `apis`. */
export function wantsApis(code: string, skills: ReadonlyArray<{ code: string }> = []): boolean {
  return NAMES_APIS.test(code) || skills.some((s) => NAMES_APIS.test(s.code));
}
