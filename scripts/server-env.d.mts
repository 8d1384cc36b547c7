export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function lacksStartSettings(env?: NodeJS.ProcessEnv): boolean;
