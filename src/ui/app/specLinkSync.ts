// Which `?spec=` values the page caused itself: a spec loads from the link only when the link names one the page
// neither asked for nor wrote (a shared link, back/forward). Without this a load that finished and wrote `?spec=`
// just before the user started another one reloaded the older spec over the newer load and hid its error.
export class SpecLinkSync {
  /** The URL of the latest load started (null: a file or pasted text). */
  private requested: string | null = null;
  /** The `?spec=` the page wrote after its latest successful load (null: a file or pasted text). */
  private written: string | null = null;
  private started = 0;

  /** A load starts; its ticket says later whether it is still the latest. */
  start(url: string | null): number {
    this.requested = url;
    return ++this.started;
  }

  /** A load succeeded: true when it is still the latest, and then the page writes `?spec=` (recorded here). */
  succeeded(ticket: number, url: string | null): boolean {
    if (ticket !== this.started) return false;
    this.written = url;
    return true;
  }

  /** The page writes `?spec=` without a load (entry 0 removed: the next source is first). */
  wrote(url: string | null): void {
    this.requested = url;
    this.written = url;
  }

  /** The link names this spec: load it? */
  needsLoad(param: string | undefined): param is string {
    return param !== undefined && param !== '' && param !== this.requested && param !== this.written;
  }
}
