// What the forms check before sending, and the e-mails they write (spec sections 5 and 7).
import { describe, expect, it } from 'vitest';
import {
  auditMessage,
  contactMessage,
  isFilled,
  isWellFormed,
  malformedFields,
  missingFields,
  stillMalformed,
  stillMissing,
} from '../../src/logic/form-mail.ts';
import { builtSite } from '../sites.ts';

const site = builtSite();
const contact = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@clinic.example',
  phone: '303-555-0100',
  practice: ' Sunrise ',
  specialty: '',
  providers: '',
  message: '',
};

describe('the required fields', () => {
  it('are first name, last name, e-mail, phone and practice, in that order; spaces alone count as empty', () => {
    expect(missingFields({ firstName: '', lastName: ' ', email: 'a@b.c', phone: '\t', practice: '' })).toEqual(['firstName', 'lastName', 'phone', 'practice']);
    expect(missingFields(contact)).toEqual([]);
  });

  it('count as filled with anything but spaces', () => {
    expect([isFilled(''), isFilled(' \t\n'), isFilled('A'), isFilled(' a ')]).toEqual([false, false, true, true]);
  });
});

describe('the fields marked as missing while the visitor types', () => {
  const marked = ['firstName', 'phone', 'practice'] as const;

  it('lose the field the visitor fills, and keep the others in their order', () => {
    expect(stillMissing(marked, 'phone', '3')).toEqual(['firstName', 'practice']);
  });

  it('keep a field that holds only spaces, and gain none: an emptied field waits for the next send', () => {
    expect(stillMissing(marked, 'phone', '  ')).toBe(marked);
    expect(stillMissing(['phone'], 'lastName', '')).toEqual(['phone']);
  });

  it('stay the very same list when the field was not marked (so the fields need not render again)', () => {
    expect(stillMissing(marked, 'lastName', 'Lee')).toBe(marked);
    expect(stillMissing(marked, 'message', 'Hello')).toBe(marked);
  });
});

describe('an e-mail address and a phone number written wrong', () => {
  it('takes an address with one @, a dot in its domain and no spaces, spaces around it ignored', () => {
    for (const good of ['ann@clinic.example', ' a.b+c@sub.clinic.co ', "o'neil@x.us"]) expect(isWellFormed('email', good), good).toBe(true);
    for (const bad of ['not-an-email', 'ann@clinic', 'ann@@clinic.com', 'ann @clinic.com', '@clinic.com', 'ann@', 'ann@.com', 'ann@clinic.'])
      expect(isWellFormed('email', bad), bad).toBe(false);
  });
  it('takes the whole text as the address: words before or after a well-formed address make it wrong', () => {
    for (const bad of ['ann lee@clinic.example', 'ann@clinic.example lee', 'ann@clinic.example, lee@clinic.example'])
      expect(isWellFormed('email', bad), bad).toBe(false);
  });
  it('takes a phone number of 7 to 15 digits written with digits, spaces and ( ) + . - only', () => {
    for (const good of ['555-0100', '(303) 555-0100', '+1 303.555.0100', '303 555 0100', '+44 20 7946 0958 123'])
      expect(isWellFormed('phone', good), good).toBe(true);
    for (const bad of ['303', '555-010', 'call me', '303-555-0100 ext 2', '+1 303 555 0100 0000 0', '303/555/0100'])
      expect(isWellFormed('phone', bad), bad).toBe(false);
  });
  it('lists the filled fields written wrong, never an empty one (that one is missing)', () => {
    expect(malformedFields({ email: 'ann@clinic', phone: '303' })).toEqual(['email', 'phone']);
    expect(malformedFields({ email: '', phone: '  ' })).toEqual([]);
    expect(malformedFields({ email: 'ann@clinic.example', phone: '303' })).toEqual(['phone']);
  });
  it('unmarks a field as soon as it reads right, and keeps the very same list otherwise', () => {
    const marked = ['email', 'phone'] as const;
    expect(stillMalformed(marked, 'phone', '303 555 0100')).toEqual(['email']);
    expect(stillMalformed(marked, 'phone', '303 5')).toBe(marked);
    expect(stillMalformed(marked, 'firstName', 'Ann')).toBe(marked);
  });
  it('unmarks only the field typed into: a phone number typed into the e-mail field leaves the phone marked', () => {
    const marked = ['email', 'phone'] as const;
    expect(stillMalformed(marked, 'email', '303 555 0100')).toBe(marked);
    expect(stillMalformed(['phone'], 'email', 'ann@clinic.example')).toEqual(['phone']);
  });
});

describe('the contact e-mail', () => {
  it('has the subject with the practice, and lists every field, with the spec defaults for what was left empty', () => {
    expect(contactMessage(contact, 'Contact Form - {practice}', site.forms, site.options.specialties)).toEqual({
      subject: 'Contact Form - Sunrise',
      body: 'First Name: Ann\nLast Name: Lee\nEmail: ann@clinic.example\nPhone: 303-555-0100\nPractice Name: Sunrise\nSpecialty: Not specified\nNumber of Providers: Not specified\n\nMessage:\nNo message provided',
    });
  });

  it('writes nothing after the label of a value left empty that has no wording for it, never "undefined"', () => {
    // The form sends nothing with a required field empty; the e-mail still reads right without one.
    const { body } = contactMessage({ ...contact, lastName: '  ' }, 'x', site.forms, site.options.specialties);
    expect(body).toContain('First Name: Ann\nLast Name: \nEmail: ann@clinic.example');
  });

  it('names the specialty by its label (the form sends the lower-cased label)', () => {
    const { body } = contactMessage({ ...contact, specialty: 'dme', providers: '26+', message: ' Call me ' }, 'x', site.forms, site.options.specialties);
    expect(body).toContain('Specialty: DME\nNumber of Providers: 26+\n\nMessage:\nCall me');
  });
});

describe('the audit e-mail', () => {
  const audit = { ...contact, monthlyCharges: '', currentAR: '250,000', denialRate: '', challenges: [] };

  it('lists the figures as typed, "Not provided" for those left empty, and "None selected" without challenges', () => {
    expect(auditMessage(audit, 'Revenue Audit Request - {practice}', site.forms, site.options.specialties)).toEqual({
      subject: 'Revenue Audit Request - Sunrise',
      body: 'First Name: Ann\nLast Name: Lee\nEmail: ann@clinic.example\nPhone: 303-555-0100\nPractice Name: Sunrise\nSpecialty: Not specified\nMonthly Charges ($): Not provided\nCurrent A/R Balance ($): 250,000\nDenial Rate (%): Not provided\nCurrent Challenges: None selected',
    });
  });

  it('ends with the estimate when there is one', () => {
    const { body } = auditMessage({ ...audit, challenges: ['Coding errors', 'Slow collections'] }, 'x', site.forms, site.options.specialties, {
      heading: 'Your Potential Revenue Opportunity',
      lines: [['Monthly Increase', '$25,000']],
    });
    expect(body.endsWith('Current Challenges: Coding errors, Slow collections\n\nYour Potential Revenue Opportunity:\nMonthly Increase: $25,000')).toBe(true);
  });
});
