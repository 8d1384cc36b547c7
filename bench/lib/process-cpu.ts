import fs from 'node:fs/promises';

/** The kernel counts in clock ticks; Linux's USER_HZ is 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has spent, user and system, over all its threads (the database's thread,
 * libuv's pool, libvips' workers), in milliseconds: the counters the kernel keeps for it, read
 * from outside so the server needs no hook.
 */
export async function processCpuMs(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name in parentheses may hold spaces; the fields after it do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}
