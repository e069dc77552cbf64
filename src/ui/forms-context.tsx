import { type ComponentType, createContext, createElement, useContext } from 'react';
import type { FormsPart } from '../model/site-shell.ts';

const FormsContext = createContext<FormsPart | null>(null);

/** A form block whose fields, checks and notes read the forms' words (given to the block as its `forms` prop). */
export function withForms<Props extends object>(Form: ComponentType<Props>) {
  return function WithForms({ forms, ...props }: Props & { forms: FormsPart }) {
    // The rest of the props are the form's own (its block, the audit's estimate constants).
    return <FormsContext.Provider value={forms}>{createElement(Form, props as Props)}</FormsContext.Provider>;
  };
}

/** The forms' words, lists of choices and message, from the form around (withForms). */
export function useForms(): FormsPart {
  const part = useContext(FormsContext);
  if (!part) throw new Error('useForms() needs a form made by withForms() above it');
  return part;
}
