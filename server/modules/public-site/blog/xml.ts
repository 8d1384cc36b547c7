import { XMLBuilder } from 'fast-xml-parser';

// Attributes are keys starting with "@"; text is escaped by the builder, never by hand.
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: true,
  suppressEmptyNode: true,
  // RSS spells isPermaLink="true" out; a bare attribute is not XML.
  suppressBooleanAttributes: false,
});

/** An XML document from a plain object tree, with its declaration. */
export function buildXml(tree: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(tree) as string}`;
}
