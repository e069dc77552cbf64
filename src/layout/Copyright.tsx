// The footer's copyright line, in the year of the visitor's clock: the server wrote the build's year, and the
// island puts the visitor's in as the page loads (useToday), so the year never lags after New Year.
import { fillTemplate } from '../model/template.ts';
import { useToday } from '../ui/use-today.ts';

export function Copyright({ text }: { text: string }) {
  const year = useToday().getFullYear();
  return <p css={{ margin: 0 }}>{fillTemplate(text, { year: String(year) })}</p>;
}
