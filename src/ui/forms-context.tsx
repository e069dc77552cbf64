import { createContext, useContext } from 'react';
import type { FormsPart } from '../model/site-shell.ts';

const FormsContext = createContext<FormsPart | null>(null);

/** Gives a form's fields and notes the forms' words (the contact and audit forms get them as props). */
export const FormsProvider = FormsContext.Provider;

/** The forms' words, lists of choices and message, from the form around. */
export function useForms(): FormsPart {
  const part = useContext(FormsContext);
  if (!part) throw new Error('useForms() needs a <FormsProvider> above it');
  return part;
}
