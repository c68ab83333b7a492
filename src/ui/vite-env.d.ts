/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** This page's OAuth client ID metadata document (https), set by the build from PUBLIC_URL; absent: none. */
  readonly VITE_OAUTH_CLIENT_URL?: string;
}
