import type { Db } from '../../db/client';
import { deleteAccessRowsBefore } from './access-log.repository';

/** The access log is kept this many months, whatever the company's retention of the data. */
export const ACCESS_LOG_MONTHS = 24;

/** Removes the reads recorded more than ACCESS_LOG_MONTHS ago; returns how many. */
export function forgetOldReads(db: Db, now = new Date()): Promise<number> {
  const cutOff = new Date(now);
  cutOff.setUTCMonth(cutOff.getUTCMonth() - ACCESS_LOG_MONTHS);
  return deleteAccessRowsBefore(db, cutOff);
}
