import type { Plugin } from 'vite';

/** axios's list of adapters (`lib/adapters/adapters.js`), the one module that imports the fetch adapter. */
const AXIOS_ADAPTER_LIST = /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;
const STUB_ID = '\0axios-fetch-adapter-stub';

/** What axios reads of the fetch adapter: `getFetch` answering `false` means "not supported here". */
export const FETCH_ADAPTER_STUB = 'export const getFetch = () => false;\nexport default false;\n';

/** Whether `source`, imported by `importer`, is axios's fetch adapter. */
export const isAxiosFetchAdapter = (source: string, importer: string | undefined): boolean =>
  source === './fetch.js' && importer !== undefined && AXIOS_ADAPTER_LIST.test(importer);

/**
 * axios takes the first adapter the environment supports from `['xhr', 'http', 'fetch']`. Every
 * browser has XMLHttpRequest and our instance names no adapter, so the fetch adapter never runs, yet
 * the adapter list imports it statically and it sat in the start JavaScript (docs/performance.md).
 * The build puts a stub that reports it unsupported in its place, and fails should axios stop
 * importing it that way, so an upgrade cannot quietly bring it back.
 */
export const axiosWithoutFetchAdapter = (): Plugin => {
  let stubbed = false;
  return {
    name: 'axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      stubbed = false;
    },
    resolveId(source, importer) {
      if (!isAxiosFetchAdapter(source, importer)) return null;
      stubbed = true;
      return STUB_ID;
    },
    load(id) {
      return id === STUB_ID ? FETCH_ADAPTER_STUB : null;
    },
    buildEnd(error) {
      if (!error && !stubbed) {
        this.error("axios no longer imports './fetch.js' from lib/adapters/adapters.js: update this plugin.");
      }
    },
  };
};
