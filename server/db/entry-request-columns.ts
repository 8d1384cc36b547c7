import { sql } from 'drizzle-orm';
import { entryRequestFiles, entryRequests } from './schema';

/** The selfie a staff list shows as a request's thumbnail: the form's `selfiePhoto` field. */
export const selfieFileId = sql<string | null>`(
  select ${entryRequestFiles.id} from ${entryRequestFiles}
  where ${entryRequestFiles.entryRequestId} = ${entryRequests.id}
    and ${entryRequestFiles.fieldId} = 'selfiePhoto'
  order by ${entryRequestFiles.createdAt} limit 1)`;
