// Public surface of core/pyclient: a typed Python client package generated from a loaded spec, for the sandbox's /apis.
export { generatePackage } from './package';
export type { ApiPackage, PackageSpec } from './package';
export { apiMountFiles } from './mount';
export type { MountedPackage } from './mount';
export { snakeCase, pascalCase } from './names';
export { functionNames } from './package';
export { argumentNames } from './operation';
