import { z } from 'zod';
import { PRODUCT_LINES } from '../constants';
import { LANGUAGES } from '../i18n/languages';

const productLine = z.enum(PRODUCT_LINES, { message: 'validation.productLine' });

export const ProductLineParamsSchema = z.object({ line: productLine });
export const ProductLineExportQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

/** A company as a product line's management screen lists it. */
export const ProductLineCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  productLines: z.array(productLine),
});
export type ProductLineCompany = z.infer<typeof ProductLineCompanySchema>;

/** Every company, each with its lines: the screen shows a line's and offers the others. */
export const ProductLineCompanyListSchema = z.object({
  companies: z.array(ProductLineCompanySchema),
});
export type ProductLineCompanyList = z.infer<typeof ProductLineCompanyListSchema>;

/** PUT /api/admin/companies/{id}/product-lines: the lines the company subscribes to. */
export const ProductLinesBodySchema = z.object({
  productLines: z
    .array(productLine)
    .max(PRODUCT_LINES.length)
    .refine((lines) => new Set(lines).size === lines.length, 'validation.productLine'),
});
