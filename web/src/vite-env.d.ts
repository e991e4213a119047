/// <reference types="vite/client" />

/** The build number of this bundle, set at build time (compared with /version.json). */
declare const __BUILD_NUMBER__: string;
