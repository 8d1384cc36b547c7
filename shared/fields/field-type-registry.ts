import type { FieldType, FormField } from '../schemas/field-types';
import type { EquipmentResponse } from '../schemas/site.schemas';
import { matchEquipment } from '../validation/equipment-match';
import { certificateProblem } from '../certificates/certificate-answer';
import { idDocumentProblem, maskIdDocument } from './id-document';
import {
  isTextOnly,
  isValidEmail,
  isValidIsoDate,
  isValidPhone,
  saneDateRange,
} from '../validation/value-checks';

/**
 * How a field is answered: a typed text, a yes/no (a box ticked, a video watched, a document
 * signed), a picture, one of the field's options, an equipment number of the company's list,
 * or the id of a graded comprehension check.
 */
export type AnswerKind = 'text' | 'yesNo' | 'file' | 'choice' | 'equipment' | 'quiz';

/** What the form editor offers beside the texts every field has. */
export type EditorExtra = 'placeholder' | 'options' | 'video' | 'document' | 'quiz' | 'range';

/** The text box a worker's phone shows for a text answer. */
export interface TextInput {
  type: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'text' | 'email' | 'tel' | 'decimal' | 'numeric';
  multiline?: boolean;
  /** Free text is held to the letters the product allows (isTextOnly), warned while typing. */
  isFreeText?: boolean;
}

/** A problem with an answer: a key of the `validation` namespace and its values. */
export interface AnswerProblem {
  key: string;
  params?: Record<string, string>;
}

export interface CheckContext {
  /** The company's active equipment; null when it is not known (not checked then). */
  equipment: EquipmentResponse | null;
  /** Field ids that carry a picture (file, camera, signature, a certificate's card). */
  filesPresent: ReadonlySet<string>;
}

/** The rule a filled answer must meet; the answer arrives trimmed. */
type AnswerCheck = (text: string, field: FormField, ctx: CheckContext) => AnswerProblem | null;

/**
 * The plain HTML control that answers a type with no script: the text box `input` describes, a
 * list of the field's options or a box to tick.
 */
type PlainControl = 'input' | 'select' | 'checkbox';

export interface FieldTypeRow {
  answer: AnswerKind;
  /** Longest text the server keeps for a text answer; a longer one is refused, not cut. */
  maxLength?: number;
  input?: TextInput;
  /**
   * The control the server draws on the worker form's page before the app has loaded, which the
   * worker can already type in (server/modules/worker-page); a type without one needs the app
   * and is drawn as its label and frame until then.
   */
  plainControl?: PlainControl;
  editor: readonly EditorExtra[];
  /**
   * The type's part in a site's induction: material the worker goes through (a video, a
   * document) or the check that follows it. A valid induction lets a returning worker skip both.
   */
  induction?: 'material' | 'check';
  /** Which of the company's lists an equipment answer is looked up in. */
  equipmentList?: 'scaffolds' | 'platforms';
  /**
   * What a returning worker's answer fills without typing it again: his phone, his last selfie
   * or his last signature.
   */
  prefill?: 'phone' | 'selfie' | 'signature';
  /** A drawn picture kept as the PNG it came as, so its thin lines stay sharp. */
  keepsPng?: boolean;
  /** A text answer that may come with a picture beside it (a certificate's card). */
  takesPhoto?: boolean;
  check?: AnswerCheck;
  /** The answer as staff are shown it, when not as the worker gave it (a masked number). */
  forStaff?: (text: string) => string;
  /** What a required field left unanswered is told, when not the plain "required". */
  whenMissing?: (field: FormField) => AnswerProblem;
}

const TEXT_MAX_LENGTH = 200;

const freeText: AnswerCheck = (text) => (isTextOnly(text) ? null : { key: 'textOnly' });
const phone: AnswerCheck = (text) => (isValidPhone(text) ? null : { key: 'invalidPhone' });

const equipment =
  (list: 'scaffolds' | 'platforms'): AnswerCheck =>
  (text, _field, ctx) =>
    !ctx.equipment || matchEquipment(ctx.equipment[list], text)
      ? null
      : { key: 'equipmentNotFound', params: { value: text } };

/**
 * Every field type, one row each: what the form rules, the submission's builder and reader, the
 * induction, the editor and the returning worker's prefill read instead of naming types. A new
 * type is a row here, a worker's view, a staff answer view and its texts (docs/form-fields.md).
 */
export const FIELD_TYPE_ROWS = {
  text: {
    answer: 'text',
    plainControl: 'input',
    input: { type: 'text', isFreeText: true },
    editor: ['placeholder'],
    check: freeText,
  },
  textarea: {
    answer: 'text',
    plainControl: 'input',
    maxLength: 2000,
    input: { type: 'text', multiline: true, isFreeText: true },
    editor: ['placeholder'],
    check: freeText,
  },
  email: {
    answer: 'text',
    plainControl: 'input',
    input: { type: 'email', inputMode: 'email' },
    editor: ['placeholder'],
    check: (text) => (isValidEmail(text) ? null : { key: 'invalidEmail' }),
  },
  phone: {
    answer: 'text',
    plainControl: 'input',
    input: { type: 'tel', inputMode: 'tel' },
    editor: ['placeholder'],
    prefill: 'phone',
    check: phone,
  },
  tel: {
    answer: 'text',
    plainControl: 'input',
    input: { type: 'tel', inputMode: 'tel' },
    editor: ['placeholder'],
    prefill: 'phone',
    check: phone,
  },
  date: {
    answer: 'text',
    plainControl: 'input',
    input: { type: 'date' },
    editor: [],
    check: (text) => {
      if (!isValidIsoDate(text)) return { key: 'invalidDate' };
      const { min, max } = saneDateRange();
      return text >= min && text <= max ? null : { key: 'dateOutOfRange', params: { min, max } };
    },
  },
  select: {
    answer: 'choice',
    plainControl: 'select',
    editor: ['options'],
    check: (text, field) =>
      (field.options ?? []).some((o) => o.value === text) ? null : { key: 'invalidOption' },
  },
  checkbox: { answer: 'yesNo', plainControl: 'checkbox', editor: [] },
  file: { answer: 'file', editor: [] },
  signature: { answer: 'file', editor: [], prefill: 'signature', keepsPng: true },
  video: {
    answer: 'yesNo',
    editor: ['video'],
    induction: 'material',
    whenMissing: (field) => ({ key: 'videosNotWatched', params: { labels: field.label } }),
  },
  camera: { answer: 'file', editor: [], prefill: 'selfie' },
  scaffolding_select: {
    answer: 'equipment',
    editor: ['placeholder'],
    equipmentList: 'scaffolds',
    check: equipment('scaffolds'),
  },
  platform_select: {
    answer: 'equipment',
    editor: ['placeholder'],
    equipmentList: 'platforms',
    check: equipment('platforms'),
  },
  safety_document: { answer: 'yesNo', editor: ['document'], induction: 'material' },
  quiz: { answer: 'quiz', editor: ['quiz'], induction: 'check' },
  number: {
    answer: 'text',
    plainControl: 'input',
    input: { type: 'text', inputMode: 'decimal' },
    editor: ['placeholder', 'range'],
    check: (text, field): AnswerProblem | null => {
      // Many of the workers' keyboards write a decimal comma.
      if (!/^-?\d+(?:[.,]\d+)?$/.test(text)) return { key: 'notANumber' };
      const value = Number(text.replace(',', '.'));
      const { min, max, step } = field.range ?? {};
      if (min !== undefined && value < min)
        return { key: 'numberBelowMin', params: { min: `${min}` } };
      if (max !== undefined && value > max)
        return { key: 'numberAboveMax', params: { max: `${max}` } };
      const steps = step ? (value - (min ?? 0)) / step : 0;
      return Math.abs(steps - Math.round(steps)) < 1e-9
        ? null
        : { key: 'numberOffStep', params: { step: `${step}` } };
    },
  },
  id_document: {
    answer: 'text',
    maxLength: 40,
    editor: [],
    check: idDocumentProblem,
    forStaff: maskIdDocument,
  },
  certificate: {
    answer: 'text',
    maxLength: 1000,
    editor: ['options'],
    takesPhoto: true,
    check: (text, field, ctx) => certificateProblem(text, field, ctx.filesPresent.has(field.id)),
  },
} satisfies Record<FieldType, FieldTypeRow>;

/** The row of a field's type. */
export function fieldType(type: FieldType): FieldTypeRow {
  return FIELD_TYPE_ROWS[type];
}

export const answersWith = (type: FieldType, answer: AnswerKind) =>
  fieldType(type).answer === answer;

export const offers = (type: FieldType, extra: EditorExtra) =>
  fieldType(type).editor.includes(extra);

export const maxAnswerLength = (type: FieldType) => fieldType(type).maxLength ?? TEXT_MAX_LENGTH;

/** Does a field of this type send a picture: its answer, or one beside its answer? */
export const sendsPicture = (type: FieldType) =>
  answersWith(type, 'file') || fieldType(type).takesPhoto === true;

/** Material a worker goes through before a comprehension check: videos and documents. */
export const isInductionMaterial = (type: FieldType) => fieldType(type).induction === 'material';

/** What a valid induction lets a returning worker skip: the material and its check. */
export const isInductionPart = (type: FieldType) => fieldType(type).induction !== undefined;
