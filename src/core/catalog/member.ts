// One API of a catalog set: its catalog and what names it (the set searches, names and profiles its members).
import type { Catalog } from './catalog';

export interface CatalogMember {
  shortName: string;
  title: string;
  /** Hosts of the API's servers (api.github.com): their distinctive labels name the API in a query. */
  hosts: readonly string[];
  /** The spec's description: its words tell what the API is about (profile.ts). */
  description?: string;
  catalog: Catalog;
}
