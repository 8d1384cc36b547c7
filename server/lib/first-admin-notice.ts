import fs from 'node:fs/promises';
import path from 'node:path';

export const FIRST_ADMIN_FILE = 'first-admin-password.txt';

/**
 * How the generated first super-admin password reaches the operator without entering a log: on
 * a terminal it is shown once; when the output is collected (a container, a service manager) it
 * goes to a file only this user can read, and the output names the file instead.
 */
export async function firstAdminNotice(
  generated: { username: string; password: string },
  options: { isTerminal: boolean; dataDir: string },
): Promise<string[]> {
  if (options.isTerminal) {
    return [
      `  First super admin created: ${generated.username} / ${generated.password}`,
      '  This password is shown once. Set ADMIN_PASSWORD to choose it yourself.',
    ];
  }
  await fs.mkdir(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, FIRST_ADMIN_FILE);
  await fs.writeFile(file, `${generated.username}\n${generated.password}\n`, { mode: 0o600 });
  return [
    `  First super admin created: ${generated.username}`,
    `  Its password is in ${file} (readable by this user only); delete the file once signed in.`,
    '  Set ADMIN_PASSWORD to choose it yourself.',
  ];
}
