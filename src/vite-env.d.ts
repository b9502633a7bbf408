/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MOCKS?: string;
  readonly VITE_API_ENV?: string;
}
