export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function lacksMallocSettings(env?: NodeJS.ProcessEnv): boolean;
