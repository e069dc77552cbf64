import type { Button } from '../model/types.generated.ts';
import { ButtonLink, buttonRow } from './ButtonLink.tsx';

/**
 * A band's buttons: centred under its content; in a band whose content stands beside its heading (besideHeading), in
 * the heading's column under its intro, where the column was empty beside a long list (an aside: on a phone, after
 * the content, as under it).
 */
export function BandButtons({ buttons, beside }: { buttons: readonly Button[] | undefined; beside: boolean }) {
  if (!buttons) return null;
  const row = buttons.map((button) => <ButtonLink key={button.label} button={button} />);
  return beside ? <aside css={buttonRow}>{row}</aside> : <div css={[buttonRow, { justifyContent: 'center' }]}>{row}</div>;
}
