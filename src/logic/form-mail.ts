// What the contact and audit forms check before sending, and the e-mails they write (spec sections 5 and 7).
import type { Forms } from '../model/types.generated.ts';
import { fillTemplate } from '../model/template.ts';
import type { MailMessage } from './mailto.ts';

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'practice' | 'specialty' | 'providers' | 'message';
export type ContactValues = Record<ContactField, string>;

/** The fields both forms require, in the order they are shown. */
export const requiredFields = ['firstName', 'lastName', 'email', 'phone', 'practice'] as const;
export type RequiredField = (typeof requiredFields)[number];

/** True when a value holds more than spaces: what a required field needs. */
export function isFilled(value: string): boolean {
  return value.trim() !== '';
}

/** The required fields left empty or holding only spaces, in the order they are shown. */
export function missingFields(values: Readonly<Record<RequiredField, string>>): RequiredField[] {
  return requiredFields.filter((field) => !isFilled(values[field]));
}

/** The required fields whose kind of value can be written wrong: an address and a number someone can answer. */
export const checkedFields = ['email', 'phone'] as const;
export type CheckedField = (typeof checkedFields)[number];

/**
 * Whether a filled field reads as what it asks for: an e-mail address is something@a.domain, without spaces; a
 * phone number is 7 to 15 digits (a local number to an international one with its country code), written with
 * digits, spaces and ( ) + . - only. Spaces around either are not counted.
 */
export function isWellFormed(field: CheckedField, value: string): boolean {
  const text = value.trim();
  if (field === 'email') return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text);
  const digits = text.replace(/\D/g, '').length;
  return /^[0-9 ()+.-]+$/.test(text) && digits >= 7 && digits <= 15;
}

/** The checked fields that are filled but not well formed (an empty one is missing, not malformed), in order. */
export function malformedFields(values: Readonly<Record<CheckedField, string>>): CheckedField[] {
  return checkedFields.filter((field) => isFilled(values[field]) && !isWellFormed(field, values[field]));
}

/**
 * The fields still marked as missing once the visitor has typed `value` into `field`: a field leaves the list as
 * soon as it is filled, and only the next send marks it again (emptied, it is not marked at once: the visitor may
 * be retyping). The very same list when nothing changes, so the fields need not render again.
 */
export function stillMissing(marked: readonly RequiredField[], field: string, value: string): readonly RequiredField[] {
  return isFilled(value) && marked.some((f) => f === field) ? marked.filter((f) => f !== field) : marked;
}

/** The fields still marked as malformed once the visitor has typed `value` into `field`: it leaves once well formed. */
export function stillMalformed(marked: readonly CheckedField[], field: string, value: string): readonly CheckedField[] {
  return marked.some((f) => f === field && isWellFormed(f, value)) ? marked.filter((f) => f !== field) : marked;
}

/** The label an option list shows for a value (option values are the lower-cased labels). */
function optionLabel(options: readonly string[], value: string): string | undefined {
  return options.find((option) => option.toLowerCase() === value);
}

/** "Label: value" lines, a value left empty reading `empty`. */
function mailLines(lines: ReadonlyArray<[label: string, value: string, empty?: string]>): string {
  return lines.map(([label, value, empty]) => `${label}: ${value.trim() || empty || ''}`).join('\n');
}

/** The lines both e-mails start with: who is writing, their practice and its specialty. */
function detailLines(
  values: Readonly<Record<RequiredField | 'specialty', string>>,
  forms: Forms,
  specialties: readonly string[],
): Array<[string, string, string?]> {
  const { labels } = forms;
  return [
    [labels.firstName, values.firstName],
    [labels.lastName, values.lastName],
    [labels.email, values.email],
    [labels.phone, values.phone],
    [labels.practice, values.practice],
    [labels.specialty, optionLabel(specialties, values.specialty) ?? '', forms.notSpecified],
  ];
}

/** The contact form's e-mail: the subject with the practice's name, then each field under its label. */
export function contactMessage(values: ContactValues, subject: string, forms: Forms, specialties: readonly string[]): MailMessage {
  const { labels } = forms;
  const details = mailLines([...detailLines(values, forms, specialties), [labels.providers, values.providers, forms.notSpecified]]);
  return {
    subject: fillTemplate(subject, { practice: values.practice.trim() }),
    body: `${details}\n\n${labels.message}:\n${values.message.trim() || forms.noMessage}`,
  };
}

export type AuditTextField = ContactField | 'monthlyCharges' | 'currentAR' | 'denialRate';
export type AuditValues = Record<Exclude<AuditTextField, 'providers' | 'message'>, string> & { challenges: readonly string[] };

/**
 * The audit request's e-mail: contact details, practice, specialty, the three figures as typed, the challenges,
 * then the estimate's figures when there is one (spec section 7).
 */
export function auditMessage(
  values: AuditValues,
  subject: string,
  forms: Forms,
  specialties: readonly string[],
  estimate?: { heading: string; lines: ReadonlyArray<[string, string]> },
): MailMessage {
  const { labels } = forms;
  const details = mailLines([
    ...detailLines(values, forms, specialties),
    [labels.monthlyCharges, values.monthlyCharges, forms.notProvided],
    [labels.currentAR, values.currentAR, forms.notProvided],
    [labels.denialRate, values.denialRate, forms.notProvided],
    [labels.challenges, values.challenges.join(', '), forms.noneSelected],
  ]);
  return {
    subject: fillTemplate(subject, { practice: values.practice.trim() }),
    body: estimate ? `${details}\n\n${estimate.heading}:\n${mailLines(estimate.lines)}` : details,
  };
}
