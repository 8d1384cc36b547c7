/**
 * What the server and the browser need of one zod issue to name it: its kind, the message a
 * schema set, and the facts of a size or type check.
 */
export interface IssueFacts {
  code: string;
  message?: string;
  origin?: unknown;
  minimum?: unknown;
  expected?: unknown;
  format?: unknown;
}

const KEY_PREFIX = 'validation.';

function sizeKey(origin: unknown, small: boolean, minimum: unknown): string {
  switch (origin) {
    case 'string':
      if (small) return Number(minimum) <= 1 ? 'valueRequired' : 'textTooShort';
      return 'textTooLong';
    case 'number':
    case 'int':
    case 'bigint':
      return small ? 'numberTooSmall' : 'numberTooLarge';
    case 'array':
    case 'set':
      return small ? 'tooFewItems' : 'tooManyItems';
    default:
      return 'invalidValue';
  }
}

/**
 * The key of the `validation` namespace that names one zod issue, without the prefix. A schema's
 * own message is such a key ("validation.textTooLong"); any other message is zod's English, which
 * no user should read, so the issue is named by its kind instead.
 */
export function issueKey(issue: IssueFacts): string {
  const message = issue.message ?? '';
  if (message.startsWith(KEY_PREFIX)) return message.slice(KEY_PREFIX.length);
  switch (issue.code) {
    case 'too_small':
      return sizeKey(issue.origin, true, issue.minimum);
    case 'too_big':
      return sizeKey(issue.origin, false, issue.minimum);
    case 'invalid_type':
      if (issue.expected === 'int') return 'wholeNumber';
      return issue.expected === 'number' ? 'number' : 'valueRequired';
    case 'not_multiple_of':
      return 'wholeNumber';
    case 'invalid_format':
      if (issue.format === 'email') return 'emailFormat';
      return issue.format === 'date' ? 'isoDate' : 'invalidValue';
    case 'invalid_value':
      return 'chooseFromList';
    default:
      return 'invalidValue';
  }
}
