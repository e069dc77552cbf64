import { type ComponentType, createContext, useContext } from 'react';
import type { FormsPart } from '../model/site-shell.ts';

const FormsContext = createContext<FormsPart | null>(null);

/** A form block whose fields, checks and notes read the forms' words (given to the block as its `forms` prop). */
export function withForms<Block>(Form: ComponentType<{ block: Block }>) {
  return function WithForms({ block, forms }: { block: Block; forms: FormsPart }) {
    return (
      <FormsContext.Provider value={forms}>
        <Form block={block} />
      </FormsContext.Provider>
    );
  };
}

/** The forms' words, lists of choices and message, from the form around (withForms). */
export function useForms(): FormsPart {
  const part = useContext(FormsContext);
  if (!part) throw new Error('useForms() needs a form made by withForms() above it');
  return part;
}
