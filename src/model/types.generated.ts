// Generated from schemas/ by `npm run gen`. Do not edit: change the schema and run the command again.

/**
 * A full https:// address of another website: https://, a host name, then an optional path (no spaces, quotes, < > or { }).
 */
export type WebAddress = string;
/**
 * A colour: # and 3 or 6 hexadecimal digits (#0b57d0), rgb(11, 87, 208) or hsl(217, 90%, 43%).
 */
export type Color = string;
/**
 * A CSS font stack: font names separated by commas, a name of several words in quotes, for example "Segoe UI", Roboto, Arial, sans-serif. Names are letters, digits, spaces, - and _; a quoted name may not hold < > ; { } or a backslash.
 */
export type FontStack = string;
/**
 * A whole number, at least 1.
 */
export type Count = number;
/**
 * A duration in milliseconds (1000 = one second).
 */
export type Milliseconds = number;
/**
 * A list of choices, each one different.
 *
 * @minItems 1
 *
 * Items: A piece of text shown on the site.
 */
export type OptionList = string[];
/**
 * The name of a small picture: shield, lock, certificate, briefcase, people, chat, phone, mail, map, calendar, clipboard, chart, stethoscope, document, trendingUp, trendingDown, clock, dollar, checkCircle, target, rocket or star.
 */
export type Icon =
  | 'shield'
  | 'lock'
  | 'certificate'
  | 'briefcase'
  | 'people'
  | 'chat'
  | 'phone'
  | 'mail'
  | 'map'
  | 'calendar'
  | 'clipboard'
  | 'chart'
  | 'stethoscope'
  | 'document'
  | 'trendingUp'
  | 'trendingDown'
  | 'clock'
  | 'dollar'
  | 'checkCircle'
  | 'target'
  | 'rocket'
  | 'star';
/**
 * Where a thing stands, drawn in the colours the site's sample pictures share: done (green), working (blue: in progress) or attention (amber: open, or a problem being worked).
 */
export type Status = 'done' | 'working' | 'attention';
/**
 * A section of a page. Its type says which kind, and which fields it takes.
 */
export type Block =
  | AuditFormBlock
  | AuditPopupBlock
  | BulletListBlock
  | CallToActionBlock
  | CaseStudiesBlock
  | CodesAndDenialsBlock
  | ComparisonTableBlock
  | ComplianceCardsBlock
  | ComplianceSectionBlock
  | ContactFormBlock
  | ContactPanelBlock
  | DemoDashboardBlock
  | DiagnosticEmbedBlock
  | ExhibitBlock
  | FaqBlock
  | FeatureCardsBlock
  | HeroBlock
  | LegalTextBlock
  | MonthlyReportBlock
  | RevenueCalculatorBlock
  | SiteSearchBlock
  | SpecialtyIndexBlock
  | SpecialtyTilesBlock
  | StatsBlock
  | StepsBlock
  | TeamBlock
  | TestimonialsBlock
  | TimelineBlock
  | TrustStripBlock
  | WorksWithBlock;
/**
 * One worked sample drawn whole, wider than a card, in a labelled frame: a claim from charge to posting, a chart note and the codes it supports, A/R by age before and after, a credentialing timeline, a page of the monthly report. Called an exhibit as in a report or a case file: a piece of evidence shown as it is, that the page's words point at. Its layout picks the drawing, and each layout takes its own fields (named in each field's description); the site draws every bar, position and share from the numbers written here, and the checker makes them add up. Every exhibit is sample data, and its tag says so.
 */
export type ExhibitBlock = {
  /**
   * Block type: exhibit, one worked sample drawn whole.
   */
  type: 'exhibit';
  /**
   * The drawing, and the fields it takes: lifecycle (a claim's stages on a track of days: dayLabel, stages), annotated (a chart note with the phrases that drive each code marked: chartNote, codesTitle, codes), aging (A/R by age, two moments side by side as bars: columns, buckets), timeline (tasks as bars over weeks, a Gantt chart: weekLabel, spanLabel, followUpLabel, tasks) or report (a page of the monthly report: figures, trendLine, denials, actions).
   */
  layout: 'lifecycle' | 'annotated' | 'aging' | 'timeline' | 'report';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  tag: string;
  /**
   * A piece of text shown on the site.
   */
  footnote?: string;
  /**
   * A piece of text shown on the site.
   */
  dayLabel?: string;
  /**
   * The stages, first to last, in the order of their days (three to eight). For layout: lifecycle only, and required there.
   *
   * @minItems 3
   * @maxItems 8
   */
  stages?: ExhibitStage[];
  chartNote?: ExhibitChartNote;
  claimLines?: ExhibitClaimLines;
  /**
   * A piece of text shown on the site.
   */
  codesTitle?: string;
  /**
   * The codes the note supports, in the order of the claim (two to six). For layout: annotated only, and required there.
   *
   * @minItems 2
   * @maxItems 6
   */
  codes?: ExhibitCode[];
  /**
   * The two moments compared, for example When the practice came to us and 6 months later. For layout: aging only, and required there.
   *
   * @minItems 2
   * @maxItems 2
   *
   * Items: A piece of text shown on the site.
   */
  columns?: string[];
  /**
   * The age buckets, youngest first (two to eight); in each column the shares add up to 100. For layout: aging only, and required there.
   *
   * @minItems 2
   * @maxItems 8
   */
  buckets?: ExhibitBucket[];
  /**
   * A piece of text shown on the site.
   */
  weekLabel?: string;
  /**
   * A piece of text shown on the site.
   */
  spanLabel?: string;
  /**
   * A piece of text shown on the site.
   */
  followUpLabel?: string;
  /**
   * The tasks, top to bottom (two to eight). For layout: timeline only, and required there.
   *
   * @minItems 2
   * @maxItems 8
   */
  tasks?: ExhibitTask[];
  /**
   * The report's headline figures (two to four). For layout: report only, and required there.
   *
   * @minItems 2
   * @maxItems 4
   */
  figures?: ExhibitFigure[];
  trendLine?: ExhibitTrend;
  denials?: ExhibitDenials;
  actions?: ExhibitActions;
};

/**
 * The whole website: brand, look, constants, navigation, pages and specialties.
 */
export interface Site {
  brand: Brand;
  theme: Theme;
  constants: Constants;
  options: Options;
  nav: Nav;
  footer: Footer;
  trust: Trust;
  visuals: Visuals;
  search: Search;
  forms: Forms;
  /**
   * Every page of the site except the specialty pages, each built from blocks.
   *
   * @minItems 1
   */
  pages: Page[];
  specialtyPage: SpecialtyPage;
  /**
   * Every specialty; each one gets its own page at /specialties/<slug>.
   *
   * @minItems 1
   */
  specialties: Specialty[];
  clientResults: ClientResults;
  /**
   * Old or short addresses that send the visitor to another page.
   */
  redirects: Redirect[];
  notFound: NotFound;
  labels: Labels;
}
/**
 * Who the company is and how to reach it.
 */
export interface Brand {
  /**
   * A piece of text shown on the site.
   */
  name: string;
  /**
   * A piece of text shown on the site.
   */
  titleTemplate: string;
  /**
   * A piece of text shown on the site.
   */
  blurb: string;
  siteUrl: WebAddress;
  logo: BrandLogo;
  logotype: BrandLogotype;
  socialImage: SocialImage;
  /**
   * The company's phone number as visitors dial it, for example (555) 010-0142.
   */
  phone: string;
  /**
   * An e-mail address, for example info@example.com: letters, digits and . _ + - ! $ ' * = ~ before the @ (not ? # & % or spaces, which would change the e-mails the forms write), and a domain name after it.
   */
  email: string;
  /**
   * An e-mail address, for example info@example.com: letters, digits and . _ + - ! $ ' * = ~ before the @ (not ? # & % or spaces, which would change the e-mails the forms write), and a domain name after it.
   */
  complianceEmail?: string;
  address: Address;
  hours: Hours;
  links: ExternalLinks;
  figures?: CompanyFigures;
}
/**
 * The company's logo as a square picture, for search engines (the site's structured data).
 */
export interface BrandLogo {
  /**
   * A picture in the public/ folder, written from the site's root: /images/name.svg for the file public/images/name.svg.
   */
  src: string;
}
/**
 * The logo the header shows: the mark and the company's name drawn as outlines in one SVG (it looks the same on every system, whatever its fonts), with its size in pixels.
 */
export interface BrandLogotype {
  /**
   * A picture in the public/ folder, written from the site's root: /images/name.svg for the file public/images/name.svg.
   */
  src: string;
  /**
   * A picture in the public/ folder, written from the site's root: /images/name.svg for the file public/images/name.svg.
   */
  srcOnDark?: string;
  /**
   * Its width in pixels at its normal size.
   */
  width: number;
  /**
   * Its height in pixels (the header is 64 pixels tall).
   */
  height: number;
}
/**
 * The picture shown when a page of the site is shared (Open Graph and Twitter cards).
 */
export interface SocialImage {
  /**
   * A picture in the public/ folder, written from the site's root: /images/name.svg for the file public/images/name.svg.
   */
  src: string;
  /**
   * A piece of text shown on the site.
   */
  alt: string;
  card?: SocialCard;
}
/**
 * The words of the card the build draws at /images/social-card.png (write that address as src), beside the brand's logo and name, in its colours and font: no picture to redraw when a figure changes. A figure's placeholder ({cleanClaimRate}) shows its value from brand.figures.
 */
export interface SocialCard {
  /**
   * The card's heading, in up to three lines, for example Medical billing and revenue cycle management.
   */
  heading: string;
  /**
   * The line under the heading, for example For practices, clinics and surgery centers nationwide.
   */
  text?: string;
  /**
   * Up to four short claims in pills at the card's foot, for example {cleanClaimRate} clean claims, SOC 2 Type II.
   *
   * @maxItems 4
   */
  tags?: string[];
}
/**
 * The office's street address.
 */
export interface Address {
  /**
   * A piece of text shown on the site.
   */
  street: string;
  /**
   * A piece of text shown on the site.
   */
  city: string;
  /**
   * The two-letter state code, for example CO.
   */
  region: string;
  /**
   * The ZIP code.
   */
  postalCode: string;
}
/**
 * When the office is open and when clients have support, shown on /contact and in the footer.
 */
export interface Hours {
  office: OfficeHours;
  support: SupportHours;
}
/**
 * When the office is open, in its own time.
 */
export interface OfficeHours {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
}
/**
 * When clients reach support.
 */
export interface SupportHours {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
}
/**
 * Addresses of other websites the site links to.
 */
export interface ExternalLinks {
  scheduling: WebAddress;
  chat: WebAddress;
  professionalNetwork: WebAddress;
  socialNetwork: WebAddress;
  maps: WebAddress;
  diagnosticForm: WebAddress;
}
/**
 * The company's figures, each defined once with its value and what it measures. A stat shows one with figure: and its name (its value and its note); any text shows its value with its placeholder ({cleanClaimRate}, {daysInAR}, {providers}, {practicesServed}, {monthlyCollections}, {revenueIdentified}). Changing a figure here changes it on every page. Two figures that sound alike but count different things (providers and practices, revenue collected and revenue found) are two figures, each with its own note.
 */
export interface CompanyFigures {
  cleanClaimRate: CompanyFigure;
  daysInAR: CompanyFigure;
  providers: CompanyFigure;
  practicesServed: CompanyFigure;
  monthlyCollections: CompanyFigure;
  revenueIdentified: CompanyFigure;
}
/**
 * One of the company's figures, defined once: its value and what it measures. A stat that names the figure (figure: its name) shows both; {its name} in a text shows its value.
 */
export interface CompanyFigure {
  /**
   * A piece of text shown on the site.
   */
  value: string;
  /**
   * A piece of text shown on the site.
   */
  note: string;
}
/**
 * The site's look: colours, fonts and the screen widths where the layout changes.
 */
export interface Theme {
  colors: ThemeColors;
  fonts: ThemeFonts;
  breakpoints: ThemeBreakpoints;
}
/**
 * The colours of the site. Text on them must stay readable (a contrast test checks it).
 */
export interface ThemeColors {
  primary: Color;
  primaryDark: Color;
  accent: Color;
  text: Color;
  muted: Color;
  background: Color;
  surface: Color;
  border: Color;
  onPrimary: Color;
  rating: Color;
  controlBorder: Color;
  success: Color;
  danger: Color;
}
/**
 * Font families, as CSS font stacks. Fonts must be system fonts or served by this site.
 */
export interface ThemeFonts {
  body: FontStack;
  heading: FontStack;
}
/**
 * Screen widths in pixels where the layout changes.
 */
export interface ThemeBreakpoints {
  sm: Count;
  md: Count;
  lg: Count;
  xl: Count;
}
/**
 * Timings, limits and formula coefficients the site's behaviour depends on.
 */
export interface Constants {
  timings: Timings;
  limits: Limits;
  calculator: CalculatorConstants;
  auditEstimate: AuditEstimateConstants;
  messages: Messages;
}
/**
 * How long things wait, in milliseconds.
 */
export interface Timings {
  introMs: Milliseconds;
  auditPopupDelayMs: Milliseconds;
  searchDebounceMs: Milliseconds;
  searchFocusDelayMs: Milliseconds;
  menuOpenDelayMs: Milliseconds;
  menuSkipDelayMs: Milliseconds;
  menuCloseDelayMs: Milliseconds;
  tooltipOpenDelayMs: Milliseconds;
  tooltipSkipDelayMs: Milliseconds;
  statsFadeDelayMs: Milliseconds;
  statsStaggerMs: Milliseconds;
  calculatorResultDelayMs: Milliseconds;
  auditMailDelayMs: Milliseconds;
  diagnosticFallbackMs: Milliseconds;
}
/**
 * How many of something are shown, and sizes of panels.
 */
export interface Limits {
  searchResults: Count;
  tagsPerResult: Count;
  searchPanelWidthVw: Count;
  searchPanelMaxWidthPx: Count;
  searchPanelMaxHeightVh: Count;
  mobileMenuWidthPercent: Count;
  mobileMenuMaxWidthPx: Count;
  diagnosticHeightOffsetPx: Count;
  /**
   * The largest number the calculator and the audit form take from a box; a bigger one counts as this, so the results stay readable figures.
   */
  largestNumber: number;
  /**
   * The longest prefilled e-mail link the forms open, in characters (browsers and mail programs cut longer ones, at about 2,000): a longer message is shortened, and the visitor is told so.
   */
  mailtoMaxLength: number;
}
/**
 * The Revenue Impact Calculator: starting values and formula coefficients.
 */
export interface CalculatorConstants {
  defaults: CalculatorDefaults;
  /**
   * Days in a month, to turn monthly revenue into daily revenue.
   */
  daysPerMonth: number;
  /**
   * Months in a year, for annual figures.
   */
  monthsPerYear: number;
  /**
   * Yearly cost of money tied up in A/R, as a fraction (0.08 = 8%).
   */
  arCarryingCostRate: number;
  /**
   * The improved denial rate as a fraction of the current one (0.4 = 40%).
   */
  improvedDenialFactor: number;
  /**
   * The improved denial rate never goes below this, in percent.
   */
  minimumDenialRate: number;
  /**
   * The improved A/R days as a fraction of the current ones (0.7 = 70%).
   */
  improvedArFactor: number;
  /**
   * The improved A/R days never go below this.
   */
  minimumArDays: number;
}
/**
 * The values the calculator starts with.
 */
export interface CalculatorDefaults {
  /**
   * Monthly revenue in dollars.
   */
  monthlyRevenue: number;
  /**
   * Claims submitted per month.
   */
  claimsPerMonth: number;
  /**
   * Denial rate in percent.
   */
  denialRate: number;
  /**
   * Average claim value in dollars.
   */
  avgClaimValue: number;
  /**
   * Average days in accounts receivable.
   */
  daysInAR: number;
}
/**
 * The revenue audit form's estimate: formula coefficients.
 */
export interface AuditEstimateConstants {
  /**
   * Monthly increase as a fraction of monthly charges (0.25 = 25%).
   */
  monthlyIncreaseRate: number;
  /**
   * Months in a year, for the annual increase.
   */
  monthsPerYear: number;
  /**
   * A/R improvement as a fraction of the current A/R (0.4 = 40%).
   */
  arImprovementRate: number;
  /**
   * A denial rate above this (percent) counts as high.
   */
  highDenialThreshold: number;
  /**
   * For a high denial rate, the points subtracted from it.
   */
  highDenialOffset: number;
  /**
   * For a low denial rate, what it is divided by.
   */
  lowDenialDivisor: number;
  /**
   * Denial savings per denial point, as a fraction of monthly charges (0.01 = 1%).
   */
  denialSavingsRate: number;
}
/**
 * Messages shown to visitors.
 */
export interface Messages {
  /**
   * A piece of text shown on the site.
   */
  requiredFields: string;
}
/**
 * Lists of choices used by the forms.
 */
export interface Options {
  specialties: OptionList;
  providerRanges: OptionList;
  challenges: OptionList;
}
/**
 * The header: navigation entries and the buttons on its right side.
 */
export interface Nav {
  /**
   * The navigation entries, left to right.
   *
   * @minItems 1
   */
  main: NavItem[];
  /**
   * The buttons on the header's right side.
   *
   * @minItems 1
   */
  actions: NavAction[];
}
/**
 * An entry of the main navigation: a link, or a dropdown menu of links.
 */
export interface NavItem {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * Where a link goes: a page of this site starting with one / (for example /contact or /security#hipaa, and /contact?request=soc2 for one of the contact form's requests); link: and the name of one of brand.links (for example link:scheduling); a full https:// address; mailto: and an e-mail address, {email} or {complianceEmail}, optionally with ?subject=; or tel: and a phone number or {phone}. Nothing else: not http://, javascript: or data:, not // or \ at the start, no spaces, quotes, < > or { } in an address.
   */
  href: string;
  /**
   * The dropdown's groups of links (leave out for a plain link).
   *
   * @minItems 1
   */
  menu?: NavGroup[];
}
/**
 * A group of links inside a dropdown menu.
 */
export interface NavGroup {
  /**
   * A piece of text shown on the site.
   */
  heading?: string;
  /**
   * The group's links.
   *
   * @minItems 1
   */
  links: Link[];
  mobileCount?: Count;
  more?: Link;
}
/**
 * A text link.
 */
export interface Link {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * Where a link goes: a page of this site starting with one / (for example /contact or /security#hipaa, and /contact?request=soc2 for one of the contact form's requests); link: and the name of one of brand.links (for example link:scheduling); a full https:// address; mailto: and an e-mail address, {email} or {complianceEmail}, optionally with ?subject=; or tel: and a phone number or {phone}. Nothing else: not http://, javascript: or data:, not // or \ at the start, no spaces, quotes, < > or { } in an address.
   */
  href: string;
}
/**
 * A button on the header's right side; the mobile menu shows it too.
 */
export interface NavAction {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  mobileLabel?: string;
  /**
   * Where a link goes: a page of this site starting with one / (for example /contact or /security#hipaa, and /contact?request=soc2 for one of the contact form's requests); link: and the name of one of brand.links (for example link:scheduling); a full https:// address; mailto: and an e-mail address, {email} or {complianceEmail}, optionally with ?subject=; or tel: and a phone number or {phone}. Nothing else: not http://, javascript: or data:, not // or \ at the start, no spaces, quotes, < > or { } in an address.
   */
  href: string;
  /**
   * How the button looks: primary (filled, the main action) or secondary (outlined).
   */
  variant?: 'primary' | 'secondary';
}
/**
 * The footer at the bottom of every page.
 */
export interface Footer {
  /**
   * Columns of links, each with a heading.
   */
  columns: FooterColumn[];
  /**
   * The small legal links at the very bottom.
   */
  legal: Link[];
  /**
   * A piece of text shown on the site.
   */
  copyright: string;
  /**
   * A piece of text shown on the site.
   */
  address?: string;
  /**
   * Links to the company's pages on other websites, each a small picture and a few words under the blurb.
   */
  social: SocialLink[];
  /**
   * How the trust badges look in the footer: footer (a row of badge cards) or footer-inline (one compact line).
   */
  trustStrip: 'footer' | 'footer-inline';
}
/**
 * A column of links.
 */
export interface FooterColumn {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * The column's links.
   *
   * @minItems 1
   */
  links: Link[];
}
/**
 * A link to one of the company's pages on another website.
 */
export interface SocialLink {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * Where a link goes: a page of this site starting with one / (for example /contact or /security#hipaa, and /contact?request=soc2 for one of the contact form's requests); link: and the name of one of brand.links (for example link:scheduling); a full https:// address; mailto: and an e-mail address, {email} or {complianceEmail}, optionally with ?subject=; or tel: and a phone number or {phone}. Nothing else: not http://, javascript: or data:, not // or \ at the start, no spaces, quotes, < > or { } in an address.
   */
  href: string;
  icon: Icon;
}
/**
 * The trust badge strip: a headline and the compliance badges, each linking to its section of the security page.
 */
export interface Trust {
  /**
   * A piece of text shown on the site.
   */
  headline: string;
  /**
   * The badges, left to right.
   *
   * @minItems 1
   * @maxItems 6
   */
  badges: TrustBadge[];
  /**
   * The figure at the end of a hero's proof row, after the badges: one of the company's figures (figure: its name) or a value of its own, and what it counts.
   */
  proof: {
    /**
     * The name of one of the company's figures under brand.figures, for example cleanClaimRate or providers: the stat shows that figure's value and note.
     */
    figure?: string;
    /**
     * A piece of text shown on the site.
     */
    value?: string;
    /**
     * A piece of text shown on the site.
     */
    label: string;
  };
}
/**
 * A compliance badge: a short label, a line under it, and a tooltip that explains it.
 */
export interface TrustBadge {
  /**
   * A short name for the badge, lower-case letters and digits, for example soc2.
   */
  id: string;
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  microcopy: string;
  /**
   * A piece of text shown on the site.
   */
  tooltip: string;
  /**
   * Where a link goes: a page of this site starting with one / (for example /contact or /security#hipaa, and /contact?request=soc2 for one of the contact form's requests); link: and the name of one of brand.links (for example link:scheduling); a full https:// address; mailto: and an e-mail address, {email} or {complianceEmail}, optionally with ?subject=; or tel: and a phone number or {phone}. Nothing else: not http://, javascript: or data:, not // or \ at the start, no spaces, quotes, < > or { } in an address.
   */
  href: string;
  icon: Icon;
}
/**
 * The pictures beside the heroes' text on wide screens. They are samples: each says so in its tag.
 */
export interface Visuals {
  dashboard: DashboardVisual;
  claim: ListVisual;
  compliance: ListVisual;
}
/**
 * A sample revenue dashboard: three figures, a bar chart and a few claims.
 */
export interface DashboardVisual {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  tag: string;
  /**
   * The three figures across the top.
   *
   * @minItems 3
   * @maxItems 3
   */
  figures: {
    /**
     * A piece of text shown on the site.
     */
    label: string;
    /**
     * A piece of text shown on the site.
     */
    value: string;
  }[];
  /**
   * The bar chart under the figures.
   */
  chart: {
    /**
     * A piece of text shown on the site.
     */
    label: string;
    /**
     * A piece of text shown on the site.
     */
    change: string;
    /**
     * The bars' heights, left to right, in percent of the tallest (1 to 100).
     *
     * @minItems 3
     * @maxItems 12
     */
    bars: number[];
  };
  /**
   * The claims listed under the chart.
   *
   * @minItems 1
   * @maxItems 4
   */
  rows: {
    /**
     * A piece of text shown on the site.
     */
    label: string;
    /**
     * A piece of text shown on the site.
     */
    status: string;
    /**
     * A piece of text shown on the site.
     */
    amount: string;
    /**
     * true: the status shows in green (paid, approved); false: in blue (on its way).
     */
    done: boolean;
  }[];
  /**
   * A piece of text shown on the site.
   */
  note: string;
}
/**
 * A card with a title, a small tag and a short list, drawn as its layout says: a checklist, numbered steps, figures in tiles, the documents of a file or a report's page of bars.
 */
export interface ListVisual {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  tag: string;
  /**
   * How the list is drawn: checklist (a mark on each item, the usual; leave layout out for it), steps (numbered, the last one marked done: a process, for example what happens after a request), figures (each label drawn large, in tiles: facts at a glance, for example 2022 or 98.5%), documents (each item a document of a file: an evidence package, the parts of a report), report (a page of a report: each item a labelled bar, its detail the figure at its end, its share the bar's length; the note under them its findings line; screen readers read it, so its words need not be said elsewhere on the page) or cycle (the items, best three to five, as stations around a loop in their order, the first at the top, the note in the loop's middle: what comes back to the practice; screen readers read it).
   */
  layout?: 'checklist' | 'steps' | 'figures' | 'documents' | 'report' | 'cycle';
  /**
   * A piece of text shown on the site.
   */
  note?: string;
  /**
   * The list, top to bottom (2 to 5 items).
   *
   * @minItems 2
   * @maxItems 5
   */
  items: {
    /**
     * A piece of text shown on the site.
     */
    label: string;
    /**
     * A piece of text shown on the site.
     */
    detail: string;
    status?: Status;
    /**
     * How much of the whole the item is, or how far along, from 0 to 100: a bar under the item filled that far, in its mark's colour (for example 62 for the share of A/R under 30 days).
     */
    share?: number;
  }[];
}
/**
 * The site search: the words of the search panel and the /search page, the topics visitors can filter by, and the categories.
 */
export interface Search {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  subtitle: string;
  /**
   * A piece of text shown on the site.
   */
  placeholder: string;
  /**
   * The quick topic chips of the search panel, as they are written there; each must be one of tags.
   *
   * @minItems 1
   *
   * Items: A piece of text shown on the site.
   */
  panelTags: string[];
  /**
   * Every topic a visitor can filter by (the /search page shows them all). A page gets a topic when the topic, or one of its words, appears in its title or description, or when its searchTags name it.
   *
   * @minItems 1
   */
  tags: SearchTag[];
  /**
   * The category filter's choices, in order: all first, then service, specialty and page.
   *
   * @minItems 4
   * @maxItems 4
   */
  categories: SearchCategoryOption[];
  /**
   * A piece of text shown on the site.
   */
  categoryLabel: string;
  /**
   * A piece of text shown on the site.
   */
  tagsLabel: string;
  /**
   * A piece of text shown on the site.
   */
  activeFiltersLabel: string;
  /**
   * A piece of text shown on the site.
   */
  resultsFound: string;
  /**
   * A piece of text shown on the site.
   */
  oneResultFound: string;
  /**
   * A piece of text shown on the site.
   */
  moreResults: string;
  /**
   * A piece of text shown on the site.
   */
  openPage: string;
  /**
   * A piece of text shown on the site.
   */
  learnMore: string;
  /**
   * A piece of text shown on the site.
   */
  learnMoreAbout: string;
  /**
   * A piece of text shown on the site.
   */
  clearAll: string;
  /**
   * A piece of text shown on the site.
   */
  removeTag: string;
  /**
   * A piece of text shown on the site.
   */
  emptyHeading: string;
  /**
   * A piece of text shown on the site.
   */
  emptyText: string;
  /**
   * A piece of text shown on the site.
   */
  emptyButton: string;
  /**
   * A piece of text shown on the site.
   */
  specialtyDescription: string;
}
/**
 * A topic, and the words that mean it.
 */
export interface SearchTag {
  /**
   * A piece of text shown on the site.
   */
  tag: string;
  /**
   * Other words or phrases that mean this topic in the pages' text, for example A/R and accounts receivable for AR (optional).
   *
   * @minItems 1
   *
   * Items: A piece of text shown on the site.
   */
  words?: string[];
}
/**
 * One choice of the category filter.
 */
export interface SearchCategoryOption {
  /**
   * Which category: all, service (pages under /services), specialty or page (the other pages).
   */
  value: 'all' | 'service' | 'specialty' | 'page';
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  badge?: string;
  icon?: Icon;
}
/**
 * The words the contact and audit forms share.
 */
export interface Forms {
  labels: FormLabels;
  /**
   * A piece of text shown on the site.
   */
  choose: string;
  /**
   * A piece of text shown on the site.
   */
  requiredMark: string;
  /**
   * A piece of text shown on the site.
   */
  requiredNote: string;
  invalid?: MalformedErrors;
  errors: FieldErrors;
  /**
   * A piece of text shown on the site.
   */
  privacyNote: string;
  /**
   * A piece of text shown on the site.
   */
  notSpecified: string;
  /**
   * A piece of text shown on the site.
   */
  notProvided: string;
  /**
   * A piece of text shown on the site.
   */
  noMessage: string;
  /**
   * A piece of text shown on the site.
   */
  noneSelected: string;
  sent: MailSent;
}
/**
 * The label of each field, in both forms.
 */
export interface FormLabels {
  /**
   * A piece of text shown on the site.
   */
  firstName: string;
  /**
   * A piece of text shown on the site.
   */
  lastName: string;
  /**
   * A piece of text shown on the site.
   */
  email: string;
  /**
   * A piece of text shown on the site.
   */
  phone: string;
  /**
   * A piece of text shown on the site.
   */
  practice: string;
  /**
   * A piece of text shown on the site.
   */
  specialty: string;
  /**
   * A piece of text shown on the site.
   */
  providers: string;
  /**
   * A piece of text shown on the site.
   */
  message: string;
  /**
   * A piece of text shown on the site.
   */
  monthlyCharges: string;
  /**
   * A piece of text shown on the site.
   */
  currentAR: string;
  /**
   * A piece of text shown on the site.
   */
  denialRate: string;
  /**
   * A piece of text shown on the site.
   */
  challenges: string;
}
/**
 * What shows under the e-mail or phone field when it is filled but written wrong on send (not an address like name@practice.com; fewer than 7 or more than 15 digits, or letters). The form is not sent, with no alert; the words go away once the field reads right. Leave it out to send whatever is typed.
 */
export interface MalformedErrors {
  /**
   * A piece of text shown on the site.
   */
  email: string;
  /**
   * A piece of text shown on the site.
   */
  phone: string;
}
/**
 * What shows under a required field left empty when the visitor sends the form (with the alert of constants.messages.requiredFields). It goes away once the field is filled.
 */
export interface FieldErrors {
  /**
   * A piece of text shown on the site.
   */
  firstName: string;
  /**
   * A piece of text shown on the site.
   */
  lastName: string;
  /**
   * A piece of text shown on the site.
   */
  email: string;
  /**
   * A piece of text shown on the site.
   */
  phone: string;
  /**
   * A piece of text shown on the site.
   */
  practice: string;
}
/**
 * The panel shown after a form has opened the visitor's e-mail program, for those who have none (webmail).
 */
export interface MailSent {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
  /**
   * A piece of text shown on the site.
   */
  copy: string;
  /**
   * A piece of text shown on the site.
   */
  copied: string;
  /**
   * A piece of text shown on the site.
   */
  shortened: string;
}
/**
 * A page of the site, built from blocks shown top to bottom.
 */
export interface Page {
  /**
   * The address of a page of this site: / alone, or / then lower-case words, digits and dashes separated by single / (for example /about or /services/medical-billing).
   */
  path: string;
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  description: string;
  /**
   * standard (the default): the shared header and footer around the blocks; bare: the blocks alone, for a page that brings its own, like the diagnostic page.
   */
  layout?: 'standard' | 'bare';
  /**
   * true keeps the page out of search engines (noindex, nofollow) and out of the sitemap, for example the diagnostic page.
   */
  hideFromSearchEngines?: boolean;
  /**
   * A piece of text shown on the site.
   */
  searchTitle?: string;
  /**
   * The topics of search.tags this page is about, chosen: the site search shows them on its result and finds the page by them (besides the topics its title and description name). For example [AR, denials].
   *
   * @maxItems 6
   *
   * Items: A piece of text shown on the site.
   */
  searchTags?: string[];
  /**
   * Where the page shows in the site search: service for a page about one of the services, page (the default) for any other.
   */
  searchCategory?: 'page' | 'service';
  intro?: PageIntro;
  /**
   * The page's sections, top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * A full-screen rocket launch that plays before the page appears, for constants.timings.introMs, when a visitor arrives on this page (not when they come back to it from another page of the site). The page is in the HTML all along for search engines.
 */
export interface PageIntro {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
  /**
   * A piece of text shown on the site.
   */
  skipLabel: string;
}
/**
 * The free revenue audit request: the contact details (required), specialty, three figures, the challenges (options.challenges). Sending it shows the estimate (constants.auditEstimate) when monthly charges are given, then opens the visitor's e-mail program with the request to brand.email. Field labels and notes are under forms: in site.yaml.
 */
export interface AuditFormBlock {
  /**
   * Block type: auditForm, the free revenue audit request.
   */
  type: 'auditForm';
  /**
   * A name for a section, so links can jump to it: lower-case letters, digits and dashes, for example soc2 (a link to it is written /security#soc2).
   */
  anchor?: string;
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  aside?: FormAside;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * A piece of text shown on the site.
   */
  figuresHeading: string;
  /**
   * A piece of text shown on the site.
   */
  allChallenges: string;
  /**
   * A piece of text shown on the site.
   */
  submit: string;
  /**
   * A piece of text shown on the site.
   */
  subject: string;
  estimate: EstimateTexts;
}
/**
 * A short list beside a form on wide screens (above it on phones): what happens after sending, or what the visitor gets.
 */
export interface FormAside {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * The points, top to bottom (2 to 5).
   *
   * @minItems 2
   * @maxItems 5
   */
  points: {
    /**
     * A piece of text shown on the site.
     */
    label: string;
    /**
     * A piece of text shown on the site.
     */
    detail: string;
  }[];
  /**
   * What happens once the form is sent, as numbered steps under the points (optional), for example the e-mail that opens, the call and the report.
   */
  after?: {
    /**
     * A piece of text shown on the site.
     */
    heading: string;
    /**
     * The steps, first to last (2 to 5): the site numbers them.
     *
     * @minItems 2
     * @maxItems 5
     */
    steps: {
      /**
       * A piece of text shown on the site.
       */
      label: string;
      /**
       * A piece of text shown on the site.
       */
      detail: string;
    }[];
  };
  /**
   * A client's words under the points (optional): what it was like to do what the form asks.
   */
  quote?: {
    /**
     * A piece of text shown on the site.
     */
    text: string;
    /**
     * The name of one of the clients under clientResults.clients, for example cardiologyCalifornia: letters only. The client's practice type, size, state, months and figures come from there, the same wherever it is shown.
     */
    client?: string;
    /**
     * A piece of text shown on the site.
     */
    role?: string;
    /**
     * A piece of text shown on the site.
     */
    author?: string;
  };
}
/**
 * The panel with the estimate, shown after sending when monthly charges were given (and written into the e-mail).
 */
export interface EstimateTexts {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  monthlyIncrease: string;
  /**
   * A piece of text shown on the site.
   */
  annualIncrease: string;
  /**
   * A piece of text shown on the site.
   */
  arImprovement: string;
  /**
   * A piece of text shown on the site.
   */
  denialSavings: string;
  /**
   * A piece of text shown on the site.
   */
  note: string;
  /**
   * A piece of text shown on the site.
   */
  basis?: string;
}
/**
 * The free audit invitation: a popup that opens once per browser session, constants.timings.auditPopupDelayMs after the page appears. It takes no room on the page.
 */
export interface AuditPopupBlock {
  /**
   * Block type: auditPopup, the timed free audit invitation.
   */
  type: 'auditPopup';
  /**
   * How the popup looks: minimal (a small badge over the words), business (a wide picture on top), human (a portrait beside the words) or dashboard (a large dashboard picture that is itself a link to the start).
   */
  variant: 'minimal' | 'business' | 'human' | 'dashboard';
  /**
   * A piece of text shown on the site.
   */
  eyebrow?: string;
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
  /**
   * Short points under the text, for example 45-second survey (optional).
   *
   * @minItems 1
   * @maxItems 4
   *
   * Items: A piece of text shown on the site.
   */
  points?: string[];
  image: Image;
  start: Button;
  /**
   * A piece of text shown on the site.
   */
  closeLabel: string;
}
/**
 * The picture of the popup, a file in public/ (it is fetched as soon as the page appears, so it is ready when the popup opens).
 */
export interface Image {
  /**
   * A picture in the public/ folder, written from the site's root: /images/name.svg for the file public/images/name.svg.
   */
  src: string;
  /**
   * A piece of text shown on the site.
   */
  alt: string;
  /**
   * The picture's width in pixels (its shape; it is scaled to fit).
   */
  width: number;
  /**
   * The picture's height in pixels (its shape; it is scaled to fit).
   */
  height: number;
}
/**
 * A button that takes the visitor somewhere.
 */
export interface Button {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * Where a link goes: a page of this site starting with one / (for example /contact or /security#hipaa, and /contact?request=soc2 for one of the contact form's requests); link: and the name of one of brand.links (for example link:scheduling); a full https:// address; mailto: and an e-mail address, {email} or {complianceEmail}, optionally with ?subject=; or tel: and a phone number or {phone}. Nothing else: not http://, javascript: or data:, not // or \ at the start, no spaces, quotes, < > or { } in an address.
   */
  href: string;
  /**
   * How the button looks: primary (filled, the main action) or secondary (outlined).
   */
  variant?: 'primary' | 'secondary';
}
/**
 * A heading with a list of short points, each shown with a check mark.
 */
export interface BulletListBlock {
  /**
   * Block type: bulletList, a heading with a list of short points.
   */
  type: 'bulletList';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * The points, one short phrase each.
   *
   * @minItems 1
   *
   * Items: A piece of text shown on the site.
   */
  items: string[];
}
/**
 * A closing band that asks the visitor to act, with one or more buttons.
 */
export interface CallToActionBlock {
  /**
   * Block type: callToAction, a closing band with buttons.
   */
  type: 'callToAction';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  text?: string;
  /**
   * One to three buttons; the first one is the main action.
   *
   * @minItems 1
   * @maxItems 3
   */
  buttons: Button[];
}
/**
 * Results from real practices: for each, who they are, what was wrong, and the figures after.
 */
export interface CaseStudiesBlock {
  /**
   * Block type: caseStudies, results from real practices.
   */
  type: 'caseStudies';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  labels: CaseStudyLabels;
  /**
   * The case studies; three read best.
   *
   * @minItems 1
   */
  studies: CaseStudy[];
  averages?: CaseStudyAverages;
}
/**
 * The small words before each fact of a case study.
 */
export interface CaseStudyLabels {
  /**
   * A piece of text shown on the site.
   */
  providers: string;
  /**
   * A piece of text shown on the site.
   */
  location: string;
  /**
   * A piece of text shown on the site.
   */
  timeline: string;
  /**
   * A piece of text shown on the site.
   */
  challenge: string;
  /**
   * A piece of text shown on the site.
   */
  results: string;
}
/**
 * One practice's story in figures.
 */
export interface CaseStudy {
  /**
   * The name of one of the clients under clientResults.clients, for example cardiologyCalifornia: letters only. The client's practice type, size, state, months and figures come from there, the same wherever it is shown.
   */
  client?: string;
  /**
   * A piece of text shown on the site.
   */
  practiceType?: string;
  /**
   * A piece of text shown on the site.
   */
  providers?: string;
  /**
   * A piece of text shown on the site.
   */
  location?: string;
  /**
   * A piece of text shown on the site.
   */
  timeline?: string;
  /**
   * A piece of text shown on the site.
   */
  challenge: string;
  /**
   * The results, as figures.
   *
   * @minItems 1
   */
  metrics?: Metric[];
}
/**
 * A result as a figure and what it measures.
 */
export interface Metric {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  value: string;
  icon?: Icon;
  /**
   * A result as measured at one moment, before or after: a number (with $ and K or M for money, a % for a rate) and, where it reads better, its unit in a few words, for example 11.4%, $182K, 48 days or 9 payers (a unit the label already gives, Denial Rate or Monthly Revenue, is left out: before → after stays short on a phone). The figure beside it is checked against it.
   */
  before?: string;
  /**
   * A result as measured at one moment, before or after: a number (with $ and K or M for money, a % for a rate) and, where it reads better, its unit in a few words, for example 11.4%, $182K, 48 days or 9 payers (a unit the label already gives, Denial Rate or Monthly Revenue, is left out: before → after stays short on a phone). The figure beside it is checked against it.
   */
  after?: string;
}
/**
 * A summary row under the case studies, for example the average client results (optional).
 */
export interface CaseStudyAverages {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * The figures.
   *
   * @minItems 1
   */
  metrics: Metric[];
  /**
   * A piece of text shown on the site.
   */
  note?: string;
}
/**
 * The codes a practice bills most and the denials that hit it most: a list of code families beside a list of denial reasons, with a note under them. Every specialty page has one, filled from the specialty's codes and denials.
 */
export interface CodesAndDenialsBlock {
  /**
   * Block type: codesAndDenials, code families beside denial reasons.
   */
  type: 'codesAndDenials';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * A piece of text shown on the site.
   */
  codesHeading: string;
  /**
   * The codes, each with what it covers.
   *
   * @minItems 1
   * @maxItems 8
   */
  codes: CodeFamily[];
  /**
   * A piece of text shown on the site.
   */
  denialsHeading: string;
  /**
   * The denial reasons, one short sentence each.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: A piece of text shown on the site.
   */
  denials: string[];
  /**
   * A piece of text shown on the site.
   */
  note?: string;
}
/**
 * A billing code or a family of codes and what it covers, for example 93451–93464, Cardiac catheterization.
 */
export interface CodeFamily {
  /**
   * A piece of text shown on the site.
   */
  code: string;
  /**
   * A piece of text shown on the site.
   */
  name: string;
}
/**
 * A table comparing features: one row per feature, a column of feature names, then one column per company (the first entry of columns is yours and is highlighted).
 */
export interface ComparisonTableBlock {
  /**
   * Block type: comparisonTable, features compared in a table.
   */
  type: 'comparisonTable';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * A piece of text shown on the site.
   */
  featureLabel: string;
  /**
   * The headings of the compared columns, ours first, for example {brand} and Typical Billing Company.
   *
   * @minItems 2
   * @maxItems 3
   *
   * Items: A piece of text shown on the site.
   */
  columns: string[];
  /**
   * The features, top to bottom.
   *
   * @minItems 1
   */
  rows: ComparisonRow[];
}
/**
 * One feature and what each column offers.
 */
export interface ComparisonRow {
  /**
   * A piece of text shown on the site.
   */
  feature: string;
  /**
   * What each column offers: one short text per column, in the same order as columns.
   *
   * @minItems 2
   *
   * Items: A piece of text shown on the site.
   */
  values: string[];
}
/**
 * Security and privacy frameworks side by side, each card with its status: audited (SOC 2 Type II) and certified (ISO 27001) look alike, compliant (HIPAA, a law with no certificate, with a signed BAA) looks different.
 */
export interface ComplianceCardsBlock {
  /**
   * Block type: complianceCards, frameworks side by side with their status.
   */
  type: 'complianceCards';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * One card per framework, shown side by side on wide screens.
   *
   * @minItems 1
   * @maxItems 6
   */
  cards: ComplianceCard[];
}
/**
 * A framework, its status and a sentence on what it means for the client.
 */
export interface ComplianceCard {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  status: ComplianceStatus;
  /**
   * A piece of text shown on the site.
   */
  text: string;
  button?: Button;
}
/**
 * What stands behind a security or privacy framework, and the words that say it. A law like HIPAA has no certificate: it is complied with, not certified.
 */
export interface ComplianceStatus {
  /**
   * audited (an independent auditor examined the controls and issued a report, for example SOC 2 Type II), certified (an accredited body issued a certificate, for example ISO 27001) or compliant (a law's requirements are met and its agreements signed; no certificate exists, for example HIPAA). Compliant looks different from the other two on purpose.
   */
  kind: 'audited' | 'certified' | 'compliant';
  /**
   * A piece of text shown on the site.
   */
  label: string;
}
/**
 * A section about one compliance framework (for example SOC 2 Type II), with an anchor so badges and links can jump to it: what it covers, its status, the facts a buyer checks (who audits or certifies, the period, the scope) and what is in place.
 */
export interface ComplianceSectionBlock {
  /**
   * Block type: complianceSection, a section about one compliance framework.
   */
  type: 'complianceSection';
  /**
   * A name for a section, so links can jump to it: lower-case letters, digits and dashes, for example soc2 (a link to it is written /security#soc2).
   */
  anchor: string;
  icon?: Icon;
  /**
   * A piece of text shown on the site.
   */
  eyebrow?: string;
  status?: ComplianceStatus;
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
  /**
   * The facts a buyer checks, each with its name: who audits or certifies, the report period, the scope (optional).
   *
   * @minItems 1
   */
  facts?: Fact[];
  /**
   * Short points on what is in place (optional).
   *
   * @minItems 1
   *
   * Items: A piece of text shown on the site.
   */
  points?: string[];
  button?: Button;
}
/**
 * One fact with its name, for example Report period: 12-month period ending September 30, 2026.
 */
export interface Fact {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  value: string;
}
/**
 * The consultation form: name, e-mail, phone and practice (required), specialty, providers and a message. Sending it opens the visitor's e-mail program with a message to brand.email that lists each field under its label. Field labels and notes are under forms: in site.yaml.
 */
export interface ContactFormBlock {
  /**
   * Block type: contactForm, the consultation form.
   */
  type: 'contactForm';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  aside?: FormAside;
  /**
   * A piece of text shown on the site.
   */
  submit: string;
  /**
   * A piece of text shown on the site.
   */
  subject: string;
  /**
   * What a link to this page can ask for (optional): /contact?request=soc2 shows that request's heading over the form and starts its message with that request's words.
   */
  requests?: ContactRequest[];
}
/**
 * One thing a link can ask for, for example the SOC 2 report.
 */
export interface ContactRequest {
  /**
   * Its name in the link, lower case, for example soc2 in /contact?request=soc2.
   */
  key: string;
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  message: string;
}
/**
 * How to reach the company, in one bordered panel: its ways of contact (phone, e-mail, office), each with a picture, the hours of brand.hours, and a note for urgent support under them.
 */
export interface ContactPanelBlock {
  /**
   * Block type: contactPanel, the ways to reach us, the hours and the urgent support note in one panel.
   */
  type: 'contactPanel';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * The ways of contact, in order (two to four; the hours come after them).
   *
   * @minItems 2
   * @maxItems 4
   */
  items: ContactWay[];
  hours: ContactHours;
  urgent: UrgentSupport;
}
/**
 * One way to reach us: what it is, the number or address, and where it links.
 */
export interface ContactWay {
  icon: Icon;
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
  /**
   * Where a link goes: a page of this site starting with one / (for example /contact or /security#hipaa, and /contact?request=soc2 for one of the contact form's requests); link: and the name of one of brand.links (for example link:scheduling); a full https:// address; mailto: and an e-mail address, {email} or {complianceEmail}, optionally with ?subject=; or tel: and a phone number or {phone}. Nothing else: not http://, javascript: or data:, not // or \ at the start, no spaces, quotes, < > or { } in an address.
   */
  href?: string;
  /**
   * A piece of text shown on the site.
   */
  note?: string;
  link?: Link;
}
/**
 * The cell of the office's and the support's hours, after the ways of contact: the hours are brand.hours, written once.
 */
export interface ContactHours {
  icon: Icon;
  /**
   * A piece of text shown on the site.
   */
  label: string;
}
/**
 * The note for urgent support, across the foot of the panel.
 */
export interface UrgentSupport {
  icon: Icon;
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
  /**
   * One or two buttons, for example a call and a live chat.
   *
   * @minItems 1
   * @maxItems 2
   */
  buttons: Button[];
}
/**
 * A read-only sample of the client dashboard, labelled as a demo: key figures with their trend, revenue by month, payer mix, recent activity and a row of headline figures. Every figure is sample data written here.
 */
export interface DemoDashboardBlock {
  /**
   * Block type: demoDashboard, the sample client dashboard.
   */
  type: 'demoDashboard';
  /**
   * A piece of text shown on the site.
   */
  badge: string;
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  back: Link;
  report?: Link;
  screen?: DashboardScreen;
  callouts?: DashboardCallouts;
  kpis: DashboardKpis;
  revenue: DashboardRevenue;
  payers: DashboardPayers;
  activity: DashboardActivity;
  highlights: DashboardHighlights;
}
/**
 * The bar across the top of the dashboard's window, as a client sees it in the product: its name, the practice and the period shown (optional; without it the panels stand on the page).
 */
export interface DashboardScreen {
  /**
   * A piece of text shown on the site.
   */
  product: string;
  /**
   * A piece of text shown on the site.
   */
  practice: string;
  /**
   * A piece of text shown on the site.
   */
  period: string;
}
/**
 * What to look at: a sentence for some of the dashboard's parts, listed beside the heading and numbered in the dashboard's order (the cards, revenue, payers, activity, highlights), each number drawn on its part (optional).
 */
export interface DashboardCallouts {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  kpis?: string;
  /**
   * A piece of text shown on the site.
   */
  revenue?: string;
  /**
   * A piece of text shown on the site.
   */
  payers?: string;
  /**
   * A piece of text shown on the site.
   */
  activity?: string;
  /**
   * A piece of text shown on the site.
   */
  highlights?: string;
}
/**
 * The key figure cards at the top.
 */
export interface DashboardKpis {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  comparedTo?: string;
  trendLabels: TrendLabels;
  /**
   * The cards; four read best.
   *
   * @minItems 1
   */
  cards: KpiCard[];
}
/**
 * The words shown before a change, so the direction does not rest on colour or an arrow.
 */
export interface TrendLabels {
  /**
   * A piece of text shown on the site.
   */
  up: string;
  /**
   * A piece of text shown on the site.
   */
  down: string;
}
/**
 * One key figure and how it moved.
 */
export interface KpiCard {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  value: string;
  /**
   * A piece of text shown on the site.
   */
  change: string;
  /**
   * Which way it moved: up or down.
   */
  trend: 'up' | 'down';
}
/**
 * What was collected each month, drawn as bars.
 */
export interface DashboardRevenue {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * The months, oldest first; six read best.
   *
   * @minItems 1
   */
  months: RevenueMonth[];
}
/**
 * One month's revenue.
 */
export interface RevenueMonth {
  /**
   * A piece of text shown on the site.
   */
  month: string;
  /**
   * What was collected that month in dollars, a plain number without $ or commas, for example 402300.
   */
  amount: number;
}
/**
 * The payer mix: what each payer paid (the site works out each one's share in percent).
 */
export interface DashboardPayers {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * The payers, largest first.
   *
   * @minItems 1
   */
  items: PayerShare[];
}
/**
 * One payer's share.
 */
export interface PayerShare {
  /**
   * A piece of text shown on the site.
   */
  name: string;
  /**
   * What it paid in dollars, a plain number without $ or commas, for example 155600.
   */
  amount: number;
}
/**
 * Recent events on the account, newest first.
 */
export interface DashboardActivity {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  typeLabels: ActivityTypeLabels;
  /**
   * The events, newest first.
   *
   * @minItems 1
   */
  items: ActivityItem[];
}
/**
 * The word shown for each kind of event.
 */
export interface ActivityTypeLabels {
  /**
   * A piece of text shown on the site.
   */
  payment: string;
  /**
   * A piece of text shown on the site.
   */
  claim: string;
  /**
   * A piece of text shown on the site.
   */
  denial: string;
  /**
   * A piece of text shown on the site.
   */
  approval: string;
}
/**
 * One event.
 */
export interface ActivityItem {
  /**
   * The kind of event: payment, claim, denial or approval.
   */
  type: 'payment' | 'claim' | 'denial' | 'approval';
  /**
   * A piece of text shown on the site.
   */
  description: string;
  /**
   * A piece of text shown on the site.
   */
  time: string;
}
/**
 * A row of headline figures at the bottom.
 */
export interface DashboardHighlights {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * The figures; three read best.
   *
   * @minItems 1
   */
  items: Highlight[];
}
/**
 * One figure and what it measures.
 */
export interface Highlight {
  /**
   * A piece of text shown on the site.
   */
  value: string;
  /**
   * A piece of text shown on the site.
   */
  label: string;
}
/**
 * The third-party diagnostic form, embedded full height, with a small header (the logo) and footer of its own. Use it on a page with layout: bare.
 */
export interface DiagnosticEmbedBlock {
  /**
   * Block type: diagnosticEmbed, the embedded diagnostic form.
   */
  type: 'diagnosticEmbed';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * A few short reassurances shown as tags under the intro, carried over from the popup that leads here, for example 45 seconds, No PHI, No obligation (optional, 2 to 5).
   *
   * @minItems 2
   * @maxItems 5
   *
   * Items: A piece of text shown on the site.
   */
  points?: string[];
  /**
   * The address of the form to embed, with the provider's options: link: and the name of one of brand.links (usually link:diagnosticForm), or a full https:// address.
   */
  form: string;
  script: WebAddress;
  /**
   * A piece of text shown on the site.
   */
  frameTitle: string;
  /**
   * A piece of text shown on the site.
   */
  loadingText: string;
  /**
   * A piece of text shown on the site.
   */
  newTabLabel: string;
  unavailable: DiagnosticUnavailable;
  /**
   * A piece of text shown on the site.
   */
  footerText: string;
  /**
   * Links next to the footer line, for example the privacy policy and the terms.
   */
  footerLinks: Link[];
}
/**
 * What stands in the form's place when it does not come: its provider's script could not be fetched, or the form has not loaded after constants.timings.diagnosticFallbackMs (a network or a browser that blocks it). The form is then offered on its own page, in a new tab.
 */
export interface DiagnosticUnavailable {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
  /**
   * A piece of text shown on the site.
   */
  button: string;
  link?: Link;
}
/**
 * One stage of the claim: what happened, on which day, and what we did.
 */
export interface ExhibitStage {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * The day it happened, counted from the visit (day 0), for example 14. Each stage's day is the same as or after the one before.
   */
  day: number;
  /**
   * A piece of text shown on the site.
   */
  detail: string;
}
/**
 * The chart note the codes come from. For layout: annotated only, and required there.
 */
export interface ExhibitChartNote {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
}
/**
 * The claim's service lines, drawn under the chart note (optional; for layout: annotated only): each line's procedure code, its modifiers and the diagnoses it points to, every one of them a code of codes.
 */
export interface ExhibitClaimLines {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * The column headings, in words.
   */
  columns: {
    /**
     * A piece of text shown on the site.
     */
    line: string;
    /**
     * A piece of text shown on the site.
     */
    procedure: string;
    /**
     * A piece of text shown on the site.
     */
    modifiers: string;
    /**
     * A piece of text shown on the site.
     */
    diagnoses: string;
  };
  /**
   * The service lines, in the claim's order (one to six).
   *
   * @minItems 1
   * @maxItems 6
   */
  lines: {
    /**
     * A piece of text shown on the site.
     */
    procedure: string;
    /**
     * Its modifiers, for example [25] (optional).
     *
     * @maxItems 4
     *
     * Items: A piece of text shown on the site.
     */
    modifiers?: string[];
    /**
     * The diagnosis codes the line points to, for example [E11.65].
     *
     * @minItems 1
     * @maxItems 4
     *
     * Items: A piece of text shown on the site.
     */
    diagnoses: string[];
  }[];
}
/**
 * One code, and the phrases of the note that support it.
 */
export interface ExhibitCode {
  /**
   * A piece of text shown on the site.
   */
  code: string;
  /**
   * A piece of text shown on the site.
   */
  name: string;
  /**
   * A piece of text shown on the site.
   */
  reason: string;
  /**
   * The words of the note that drive the code, each exactly as the note has it (one to three); the note marks each with the code's number.
   *
   * @minItems 1
   * @maxItems 3
   *
   * Items: A piece of text shown on the site.
   */
  phrases: string[];
}
/**
 * One age bucket and its share of the open A/R at each moment.
 */
export interface ExhibitBucket {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * Its share of the A/R balance in whole percent, one per column in the same order, for example [38, 64].
   *
   * @minItems 2
   * @maxItems 2
   */
  shares: number[];
  status?: Status;
}
/**
 * One task: when it starts, how many weeks it takes, and the weeks we follow it up.
 */
export interface ExhibitTask {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * The week it starts, the first week being 1.
   */
  start: number;
  /**
   * How many weeks it takes, for example 6.
   */
  weeks: number;
  /**
   * A piece of text shown on the site.
   */
  detail: string;
  status?: Status;
  /**
   * The weeks we follow it up with the payer, each within the task's weeks, for example [4, 6] (optional).
   *
   * @minItems 1
   * @maxItems 8
   */
  followUps?: number[];
}
/**
 * One headline figure and how it moved.
 */
export interface ExhibitFigure {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  value: string;
  /**
   * A piece of text shown on the site.
   */
  change: string;
  status?: Status;
}
/**
 * A small line of one figure over the months. For layout: report only, and required there.
 */
export interface ExhibitTrend {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * The months, oldest first (two to twelve).
   *
   * @minItems 2
   * @maxItems 12
   */
  months: ExhibitMonth[];
}
/**
 * One month's amount.
 */
export interface ExhibitMonth {
  /**
   * A piece of text shown on the site.
   */
  month: string;
  /**
   * The amount in dollars, a plain number without $ or commas, for example 188400.
   */
  amount: number;
}
/**
 * The top denial reasons, with counts. For layout: report only, and required there.
 */
export interface ExhibitDenials {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * The reasons, most first (two to six).
   *
   * @minItems 2
   * @maxItems 6
   */
  reasons: ExhibitDenialReason[];
}
/**
 * One reason and how many claims it denied.
 */
export interface ExhibitDenialReason {
  /**
   * A piece of text shown on the site.
   */
  reason: string;
  /**
   * How many claims it denied that month, for example 18.
   */
  count: number;
}
/**
 * What the practice and we agreed to do. For layout: report only, and required there.
 */
export interface ExhibitActions {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * The actions (one to five).
   *
   * @minItems 1
   * @maxItems 5
   */
  items: ExhibitAction[];
}
/**
 * One action and who does it by when.
 */
export interface ExhibitAction {
  /**
   * A piece of text shown on the site.
   */
  action: string;
  /**
   * A piece of text shown on the site.
   */
  owner: string;
}
/**
 * Questions a buyer asks before signing, each with its answer; a visitor opens the ones they care about.
 */
export interface FaqBlock {
  /**
   * Block type: faq, questions and their answers.
   */
  type: 'faq';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * The questions, in the order to show them (2 to 12).
   *
   * @minItems 2
   * @maxItems 12
   */
  questions: FaqQuestion[];
  /**
   * Buttons beside the questions (optional), for example Talk to Our Team: on wide screens under the heading and its intro, on a phone after the questions.
   *
   * @minItems 1
   * @maxItems 2
   */
  buttons?: Button[];
}
/**
 * One question and its answer.
 */
export interface FaqQuestion {
  /**
   * A piece of text shown on the site.
   */
  question: string;
  /**
   * A piece of text shown on the site.
   */
  answer: string;
  link?: Link;
}
/**
 * A row of cards, each with a title and a sentence or two.
 */
export interface FeatureCardsBlock {
  /**
   * Block type: featureCards, a row of cards with a title and a short text.
   */
  type: 'featureCards';
  /**
   * A piece of text shown on the site.
   */
  heading?: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * How the cards are drawn: cards (boxes side by side, the default) or list (open rows with a rule between them, for a section that should read calmer than the cards around it).
   */
  look?: 'cards' | 'list';
  /**
   * Where the cards stand: row (the default) side by side under the heading; beside: on wide screens beside the heading and its intro, one under the other, two or three cards one under the other, four two by two: for cards that would otherwise be very wide boxes with a line or two each (the specialty pages' two cards), or a section that should read unlike the card rows around it.
   */
  layout?: 'row' | 'beside';
  /**
   * The cards, shown side by side on wide screens.
   *
   * @minItems 1
   */
  cards: Card[];
  /**
   * Buttons under the cards (optional), for example View All Services; with layout beside, under the heading and its intro on wide screens (where the column beside a 2x2 grid would stay empty), after the cards on a phone.
   *
   * @minItems 1
   * @maxItems 3
   */
  buttons?: Button[];
}
/**
 * A small box with a title and a sentence or two.
 */
export interface Card {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
  button?: Button;
  icon?: Icon;
}
/**
 * The large opening section of a page: the page's main heading, a short text and up to three buttons.
 */
export interface HeroBlock {
  /**
   * Block type: hero, the opening section of a page.
   */
  type: 'hero';
  /**
   * A piece of text shown on the site.
   */
  eyebrow?: string;
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  text?: string;
  /**
   * Up to three buttons under the text; the first one is the main action.
   *
   * @maxItems 3
   */
  buttons?: Button[];
  /**
   * The picture beside the text on wide screens (1024 px and wider): dashboard, claim or compliance (their words are under visuals:). Without it the hero is text alone.
   */
  visual?: 'dashboard' | 'claim' | 'compliance';
  checklist?: ListVisual;
  claim?: ClaimVisual;
  reply?: ReplyVisual;
  /**
   * A row of proof under the buttons: true for the trust badges (SOC 2, HIPAA, ISO) and trust.proof's figure; badges for the badges alone, on a page whose figures show that figure already (a page shows a figure once near its top).
   */
  proof?: true | false | 'badges';
  /**
   * true: on wide screens (1024 px and wider) the hero fills the first screen under the header (up to 48 rem), so the band after it starts at the bottom of the screen, never cut by it. For the home page, whose figures come next; other heroes are as tall as their content.
   */
  firstScreen?: boolean;
}
/**
 * A claim's service line as a biller sees it on a CMS-1500 / 837P: the payer, the codes (each a chip, its modifiers small chips after it), what was done, then a status track and a line on what was checked before submission.
 */
export interface ClaimVisual {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  tag: string;
  payer: ClaimField;
  codes: ClaimField;
  /**
   * A piece of text shown on the site.
   */
  description: string;
  /**
   * Where the claim stands, left to right (2 to 4 steps); the last one is drawn done.
   *
   * @minItems 2
   * @maxItems 4
   */
  track: {
    /**
     * A piece of text shown on the site.
     */
    label: string;
    /**
     * A piece of text shown on the site.
     */
    when: string;
  }[];
  /**
   * A piece of text shown on the site.
   */
  note?: string;
}
/**
 * One field of a claim's line: its small label and its value.
 */
export interface ClaimField {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
}
/**
 * An e-mail as it arrives in the visitor's inbox after they reach out (who it is from, its subject, when it comes, its first lines), and under it a week of offered call times, one picked, over the office hours (brand.hours.office). A figure screen readers read, so its lines may say what happens next.
 */
export interface ReplyVisual {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  tag: string;
  /**
   * A piece of text shown on the site.
   */
  from: string;
  /**
   * A piece of text shown on the site.
   */
  address: string;
  /**
   * A piece of text shown on the site.
   */
  subject: string;
  /**
   * A piece of text shown on the site.
   */
  received: string;
  /**
   * The e-mail's first lines, a paragraph each (1 to 3).
   *
   * @minItems 1
   * @maxItems 3
   *
   * Items: A piece of text shown on the site.
   */
  lines: string[];
  /**
   * The week under the e-mail: its days and the call times offered on them, one picked.
   */
  calendar: {
    /**
     * A piece of text shown on the site.
     */
    label: string;
    /**
     * A piece of text shown on the site.
     */
    pickedLabel: string;
    /**
     * The days shown, left to right (3 to 5).
     *
     * @minItems 3
     * @maxItems 5
     */
    days: {
      /**
       * A piece of text shown on the site.
       */
      day: string;
      /**
       * A piece of text shown on the site.
       */
      date: string;
      /**
       * A piece of text shown on the site.
       */
      slot?: string;
      /**
       * true: the time the visitor picked (one day of the week).
       */
      picked?: boolean;
    }[];
  };
}
/**
 * The body of a legal page: a last-updated line (the updated date, or the day the site was built), then numbered sections of paragraphs and points.
 */
export interface LegalTextBlock {
  /**
   * Block type: legalText, the sections of a policy or terms page.
   */
  type: 'legalText';
  /**
   * A piece of text shown on the site.
   */
  updatedLabel?: string;
  /**
   * A piece of text shown on the site.
   */
  contentsLabel?: string;
  /**
   * The day this text last changed, as year-month-day, for example 2026-11-01. Leave it out to show the day the site was built.
   */
  updated?: string;
  /**
   * The sections, top to bottom.
   *
   * @minItems 1
   */
  sections: LegalSection[];
}
/**
 * One section: a heading, paragraphs, and optionally a list of points.
 */
export interface LegalSection {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * The section's paragraphs.
   *
   * @minItems 1
   *
   * Items: A piece of text shown on the site.
   */
  paragraphs: string[];
  /**
   * A list after the paragraphs (optional).
   *
   * @minItems 1
   *
   * Items: A piece of text shown on the site.
   */
  points?: string[];
}
/**
 * A monthly report a client receives, made from the figures of a demo dashboard (the demoDashboard block of the page it names, where they are written once): this month's key figures against last month, collections month by month, the payer mix, the month's highlights and activity, as a document to read on screen or print (a button prints it or saves it as a PDF). Use it on a page with layout: bare.
 */
export interface MonthlyReportBlock {
  /**
   * Block type: monthlyReport, a printable report made from a demo dashboard's figures.
   */
  type: 'monthlyReport';
  /**
   * The address of a page of this site: / alone, or / then lower-case words, digits and dashes separated by single / (for example /about or /services/medical-billing).
   */
  dashboard: string;
  /**
   * A piece of text shown on the site.
   */
  badge?: string;
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  period: string;
  /**
   * A piece of text shown on the site.
   */
  practice?: string;
  back: Link;
  /**
   * A piece of text shown on the site.
   */
  printLabel: string;
  columns: ReportColumns;
  /**
   * A piece of text shown on the site.
   */
  note: string;
}
/**
 * The headings of the report's tables.
 */
export interface ReportColumns {
  /**
   * A piece of text shown on the site.
   */
  name: string;
  /**
   * A piece of text shown on the site.
   */
  value: string;
  /**
   * A piece of text shown on the site.
   */
  change: string;
  /**
   * A piece of text shown on the site.
   */
  month: string;
  /**
   * A piece of text shown on the site.
   */
  payer: string;
  /**
   * A piece of text shown on the site.
   */
  amount: string;
  /**
   * A piece of text shown on the site.
   */
  share: string;
}
/**
 * The Revenue Impact Calculator: five boxes about the practice and, as they change, what denials and slow A/R cost it and what it could save. Its starting values and formula live in constants.calculator.
 */
export interface RevenueCalculatorBlock {
  /**
   * Block type: revenueCalculator, the Revenue Impact Calculator.
   */
  type: 'revenueCalculator';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * A piece of text shown on the site.
   */
  inputsHeading?: string;
  inputs: CalculatorLabels;
  inputNotes?: CalculatorInputNotes;
  /**
   * A piece of text shown on the site.
   */
  resultsHeading: string;
  results: CalculatorResultLabels;
  /**
   * A piece of text shown on the site.
   */
  daysUnit: string;
  /**
   * A piece of text shown on the site.
   */
  note?: string;
  /**
   * A piece of text shown on the site.
   */
  basis?: string;
  button: Button;
}
/**
 * The label of each box. The boxes and what they mean are fixed by the formula.
 */
export interface CalculatorLabels {
  /**
   * A piece of text shown on the site.
   */
  monthlyRevenue: string;
  /**
   * A piece of text shown on the site.
   */
  claimsPerMonth: string;
  /**
   * A piece of text shown on the site.
   */
  denialRate: string;
  /**
   * A piece of text shown on the site.
   */
  avgClaimValue: string;
  /**
   * A piece of text shown on the site.
   */
  daysInAR: string;
}
/**
 * What shows under a box whose number the formula does not take as typed, so the results never rest on a number the visitor did not mean (optional). {maximum} is the box's largest number (100% for the denial rate).
 */
export interface CalculatorInputNotes {
  /**
   * A piece of text shown on the site.
   */
  notNumber: string;
  /**
   * A piece of text shown on the site.
   */
  belowZero: string;
  /**
   * A piece of text shown on the site.
   */
  aboveMaximum: string;
}
/**
 * The label of each result.
 */
export interface CalculatorResultLabels {
  /**
   * A piece of text shown on the site.
   */
  currentLoss: string;
  /**
   * A piece of text shown on the site.
   */
  potentialSavings: string;
  /**
   * A piece of text shown on the site.
   */
  improvedRevenue: string;
  /**
   * A piece of text shown on the site.
   */
  timeSavings: string;
  /**
   * A piece of text shown on the site.
   */
  annualSavings: string;
}
/**
 * The search of the /search page: a search box, the category filter, every topic of search.tags, and the results (the words are under search: in site.yaml). With a heading it opens the page itself, in place of a hero: the headline and intro on the left, the search box and filters in a card beside them from 1024 px, where a hero's picture stands.
 */
export interface SiteSearchBlock {
  /**
   * Block type: siteSearch, the search box, filters and results of the search page.
   */
  type: 'siteSearch';
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  eyebrow?: string;
  /**
   * A piece of text shown on the site.
   */
  heading?: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
}
/**
 * Links to every specialty page: first the featured specialties, then the additional ones (the list comes from specialties: in site.yaml).
 */
export interface SpecialtyIndexBlock {
  /**
   * Block type: specialtyIndex, links to all specialty pages.
   */
  type: 'specialtyIndex';
  /**
   * A piece of text shown on the site.
   */
  featuredHeading: string;
  /**
   * A piece of text shown on the site.
   */
  additionalHeading: string;
  /**
   * The other specialties in groups, each a heading over a plain list of links, for example Physician Specialties or Billing Types. Each specialty that is not featured is listed in one group (npm run validate says when one is listed twice); one in no group, a new one, is listed at the end of the last group.
   *
   * @minItems 1
   */
  groups?: SpecialtyGroup[];
}
export interface SpecialtyGroup {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * The slugs of the group's specialties, in the order shown.
   *
   * @minItems 1
   */
  specialties: string[];
}
/**
 * A chosen set of specialties as tiles linking to their pages (names come from specialties: in site.yaml), with a button under them, for example to all specialties.
 */
export interface SpecialtyTilesBlock {
  /**
   * Block type: specialtyTiles, links to some specialty pages.
   */
  type: 'specialtyTiles';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * The slugs of the specialties to show, in order; each must be the slug of one of specialties:.
   *
   * @minItems 1
   *
   * Items: A specialty's slug, for example cardiology.
   */
  specialties: string[];
  button?: Button;
}
/**
 * A row of big figures, each with a short label, for example 98.5% Clean Claim Rate. The cards fade in one after another (constants.timings.statsFadeDelayMs and statsStaggerMs).
 */
export interface StatsBlock {
  /**
   * Block type: stats, a row of big figures with labels.
   */
  type: 'stats';
  /**
   * A piece of text shown on the site.
   */
  heading?: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * The name of one of the clients under clientResults.clients, for example cardiologyCalifornia: letters only. The client's practice type, size, state, months and figures come from there, the same wherever it is shown.
   */
  client?: string;
  /**
   * A piece of text shown on the site.
   */
  footnote?: string;
  /**
   * How the figures are drawn: cards (each figure on its own card, with its icon; the usual, leave look out for it) or row (the figures side by side in one white band, divided by hairlines, without icons: quieter, for a page that shows the figures a second time).
   */
  look?: 'cards' | 'row';
  /**
   * The figures, two to six read best.
   *
   * @minItems 1
   */
  stats?: Stat[];
}
/**
 * One figure and what it measures: either one of the company's figures, named with figure: (it brings its value and its note from brand.figures), or a figure of the stat's own, written with value: (and note:).
 */
export interface Stat {
  /**
   * The name of one of the company's figures under brand.figures, for example cleanClaimRate or providers: the stat shows that figure's value and note.
   */
  figure?: string;
  /**
   * A piece of text shown on the site.
   */
  value?: string;
  /**
   * A piece of text shown on the site.
   */
  label: string;
  icon?: Icon;
  /**
   * A result as measured at one moment, before or after: a number (with $ and K or M for money, a % for a rate) and, where it reads better, its unit in a few words, for example 11.4%, $182K, 48 days or 9 payers (a unit the label already gives, Denial Rate or Monthly Revenue, is left out: before → after stays short on a phone). The figure beside it is checked against it.
   */
  before?: string;
  /**
   * A result as measured at one moment, before or after: a number (with $ and K or M for money, a % for a rate) and, where it reads better, its unit in a few words, for example 11.4%, $182K, 48 days or 9 payers (a unit the label already gives, Denial Rate or Monthly Revenue, is left out: before → after stays short on a phone). The figure beside it is checked against it.
   */
  after?: string;
  /**
   * A piece of text shown on the site.
   */
  note?: string;
}
/**
 * A process in numbered steps, in order (the numbers are added by the site).
 */
export interface StepsBlock {
  /**
   * Block type: steps, a process in numbered steps.
   */
  type: 'steps';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * The steps, first to last; three to six read best.
   *
   * @minItems 2
   */
  steps: Step[];
}
/**
 * One step: what happens, in a few words, and how.
 */
export interface Step {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
}
/**
 * The people who answer for the work: each with their name, role, credentials and a sentence about them.
 */
export interface TeamBlock {
  /**
   * Block type: team, the people behind the company.
   */
  type: 'team';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * The people, two to eight, in the order to show them.
   *
   * @minItems 2
   * @maxItems 8
   */
  members: TeamMember[];
}
/**
 * One person: name, role, credentials and a sentence.
 */
export interface TeamMember {
  /**
   * A piece of text shown on the site.
   */
  name: string;
  /**
   * A piece of text shown on the site.
   */
  role: string;
  /**
   * A piece of text shown on the site.
   */
  credentials?: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
  /**
   * A piece of text shown on the site.
   */
  answersFor?: string;
  link?: Link;
}
/**
 * Quotes from clients, each with a star rating and who said it.
 */
export interface TestimonialsBlock {
  /**
   * Block type: testimonials, quotes from clients with star ratings.
   */
  type: 'testimonials';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * The quotes; three read best.
   *
   * @minItems 1
   */
  testimonials: Testimonial[];
}
/**
 * One client's words.
 */
export interface Testimonial {
  /**
   * A piece of text shown on the site.
   */
  quote: string;
  /**
   * The name of one of the clients under clientResults.clients, for example cardiologyCalifornia: letters only. The client's practice type, size, state, months and figures come from there, the same wherever it is shown.
   */
  client?: string;
  /**
   * A piece of text shown on the site.
   */
  role?: string;
  /**
   * A piece of text shown on the site.
   */
  author?: string;
  /**
   * Stars out of 5.
   */
  rating: number;
  /**
   * A piece of text shown on the site.
   */
  metric?: string;
  /**
   * A result as measured at one moment, before or after: a number (with $ and K or M for money, a % for a rate) and, where it reads better, its unit in a few words, for example 11.4%, $182K, 48 days or 9 payers (a unit the label already gives, Denial Rate or Monthly Revenue, is left out: before → after stays short on a phone). The figure beside it is checked against it.
   */
  before?: string;
  /**
   * A result as measured at one moment, before or after: a number (with $ and K or M for money, a % for a rate) and, where it reads better, its unit in a few words, for example 11.4%, $182K, 48 days or 9 payers (a unit the label already gives, Denial Rate or Monthly Revenue, is left out: before → after stays short on a phone). The figure beside it is checked against it.
   */
  after?: string;
}
/**
 * Moments in the company's history, oldest first, each with its date.
 */
export interface TimelineBlock {
  /**
   * Block type: timeline, moments in the company's history.
   */
  type: 'timeline';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro?: string;
  /**
   * The moments, oldest first.
   *
   * @minItems 2
   */
  events: TimelineEvent[];
}
/**
 * One moment: when, what, and a sentence or two.
 */
export interface TimelineEvent {
  /**
   * A piece of text shown on the site.
   */
  when: string;
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
}
/**
 * The trust badges (SOC 2, HIPAA, ISO) with their headline; the badges themselves are written once, under trust: in site.yaml.
 */
export interface TrustStripBlock {
  /**
   * Block type: trustStrip, the row of compliance badges.
   */
  type: 'trustStrip';
  /**
   * How it looks: hero (large badges on a light band), footer (badge cards on a dark band) or footer-inline (one compact line).
   */
  variant: 'hero' | 'footer' | 'footer-inline';
}
/**
 * A compact row of the systems the company works in (EHR and practice management systems), written as their names: a buyer sees at once that their own is among them.
 */
export interface WorksWithBlock {
  /**
   * Block type: worksWith, a row of the systems we work in.
   */
  type: 'worksWith';
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * The systems' names as their makers write them, for example athenahealth (4 to 8, all in one row on wide screens; an even number lays out two by two on phones).
   *
   * @minItems 4
   * @maxItems 8
   *
   * Items: A piece of text shown on the site.
   */
  names: string[];
  /**
   * A piece of text shown on the site.
   */
  note?: string;
}
/**
 * The words shared by every specialty page. {name} is replaced by the specialty's name, {practices} by what its practices are called (its practices, or {name} Practices) and {brand} by the company's name.
 */
export interface SpecialtyPage {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  heroEyebrow: string;
  heroButton: Button;
  /**
   * The picture beside every specialty hero's text on wide screens: dashboard, claim or compliance (see visuals:; optional).
   */
  heroVisual?: 'dashboard' | 'claim' | 'compliance';
  heroClaim?: ClaimVisual;
  /**
   * true: every specialty hero shows the proof row under its button (the trust badges and trust.proof).
   */
  heroProof?: boolean;
  /**
   * A piece of text shown on the site.
   */
  bulletsHeading: string;
  /**
   * A piece of text shown on the site.
   */
  codesHeading: string;
  /**
   * A piece of text shown on the site.
   */
  codesIntro?: string;
  /**
   * A piece of text shown on the site.
   */
  codeListHeading: string;
  /**
   * A piece of text shown on the site.
   */
  denialListHeading: string;
  /**
   * A piece of text shown on the site.
   */
  codesNote?: string;
  /**
   * A piece of text shown on the site.
   */
  cardsHeading: string;
  /**
   * A piece of text shown on the site.
   */
  cardsIntro?: string;
  /**
   * A piece of text shown on the site.
   */
  closingHeading: string;
  /**
   * A piece of text shown on the site.
   */
  closingText: string;
  bottomButton: Button;
  contactButton: Button;
}
/**
 * A medical specialty the company bills for; it gets a page at /specialties/<slug>.
 */
export interface Specialty {
  /**
   * The last part of the page's address: lower-case words joined by dashes, for example sleep-medicine.
   */
  slug: string;
  /**
   * A piece of text shown on the site.
   */
  name: string;
  /**
   * true to list it among the main specialties at the top of /specialties (the menus list what nav sets).
   */
  featured: boolean;
  /**
   * The topics of search.tags this specialty's page is about, chosen: the site search shows them on its result and finds it by them (besides the topics its name and description name). For example [EEG, EMG].
   *
   * @maxItems 6
   *
   * Items: A piece of text shown on the site.
   */
  searchTags?: string[];
  /**
   * A piece of text shown on the site.
   */
  practices?: string;
  /**
   * A piece of text shown on the site.
   */
  title?: string;
  /**
   * A piece of text shown on the site.
   */
  heroButton?: string;
  /**
   * A piece of text shown on the site.
   */
  bottomButton?: string;
  /**
   * A piece of text shown on the site.
   */
  eyebrow?: string;
  /**
   * A piece of text shown on the site.
   */
  bulletsHeading?: string;
  /**
   * A piece of text shown on the site.
   */
  cardsHeading?: string;
  /**
   * A piece of text shown on the site.
   */
  closingHeading?: string;
  /**
   * A piece of text shown on the site.
   */
  codesNote?: string;
  /**
   * A piece of text shown on the site.
   */
  headline: string;
  /**
   * A piece of text shown on the site.
   */
  subtitle: string;
  /**
   * A piece of text shown on the site.
   */
  description: string;
  /**
   * Exactly six services for this specialty, one short phrase each.
   *
   * @minItems 6
   * @maxItems 6
   *
   * Items: A piece of text shown on the site.
   */
  bullets: string[];
  sampleClaim: ClaimLine;
  /**
   * Three to five codes or code families this specialty bills most (CPT, HCPCS, ICD-10, CDT, revenue codes), each with what it covers. Required: a buyer checks them, so a new specialty gets real ones rather than a page without them.
   *
   * @minItems 3
   * @maxItems 5
   */
  codes: CodeFamily[];
  /**
   * Two to four denials that hit this specialty most, one short sentence each, ending with its claim adjustment reason code (CARC) in brackets.
   *
   * @minItems 2
   * @maxItems 4
   *
   * Items: A piece of text shown on the site.
   */
  denials: string[];
  /**
   * The name of one of the clients under clientResults.clients, for example cardiologyCalifornia: letters only. The client's practice type, size, state, months and figures come from there, the same wherever it is shown.
   */
  client: string;
  /**
   * Exactly two cards about why practices of this specialty choose us.
   *
   * @minItems 2
   * @maxItems 2
   */
  cards: Card[];
}
/**
 * One real claim as a biller writes it: the exact codes of one visit, procedure or stay and what was done, for example 93458-26 + 93571-26, Left heart cath with angiography, plus FFR. Not a range or a list of unrelated cases: those belong in codes.
 */
export interface ClaimLine {
  /**
   * A piece of text shown on the site.
   */
  code: string;
  /**
   * A piece of text shown on the site.
   */
  name: string;
  /**
   * A piece of text shown on the site.
   */
  payer: string;
  /**
   * How many days after it was submitted the payer paid it, typical for that payer and claim, for example 14.
   */
  paidIn: number;
}
/**
 * The anonymised clients whose results the site shows, each defined once under clients, and the words their results share. {practice}, {size} and {state} are the client's, {months} its months and {window} the window's words; {brand} and the other site placeholders work too.
 */
export interface ClientResults {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  intro: string;
  /**
   * A piece of text shown on the site.
   */
  window: string;
  /**
   * A piece of text shown on the site.
   */
  footnote: string;
  /**
   * A piece of text shown on the site.
   */
  author: string;
  clients: Clients;
}
/**
 * Each client, by a name of letters only (cardiologyCalifornia), defined once: the specialties, result bands, case studies, testimonials and quotes name it with client:.
 */
export interface Clients {
  [k: string]: Client;
}
/**
 * One anonymised client whose results the site shows, defined once: what kind of practice it is, how big, where, over how long its figures were measured and the figures. A specialty, a result band (stats with client:), a case study, a testimonial or a form's quote names it with client: and shows the same words everywhere. Two clients are never the same practice type in the same state.
 */
export interface Client {
  /**
   * A piece of text shown on the site.
   */
  practice: string;
  /**
   * A piece of text shown on the site.
   */
  size: string;
  /**
   * The U.S. state the client practises in, written out, for example California.
   */
  state:
    | 'Alabama'
    | 'Alaska'
    | 'Arizona'
    | 'Arkansas'
    | 'California'
    | 'Colorado'
    | 'Connecticut'
    | 'Delaware'
    | 'District of Columbia'
    | 'Florida'
    | 'Georgia'
    | 'Hawaii'
    | 'Idaho'
    | 'Illinois'
    | 'Indiana'
    | 'Iowa'
    | 'Kansas'
    | 'Kentucky'
    | 'Louisiana'
    | 'Maine'
    | 'Maryland'
    | 'Massachusetts'
    | 'Michigan'
    | 'Minnesota'
    | 'Mississippi'
    | 'Missouri'
    | 'Montana'
    | 'Nebraska'
    | 'Nevada'
    | 'New Hampshire'
    | 'New Jersey'
    | 'New Mexico'
    | 'New York'
    | 'North Carolina'
    | 'North Dakota'
    | 'Ohio'
    | 'Oklahoma'
    | 'Oregon'
    | 'Pennsylvania'
    | 'Rhode Island'
    | 'South Carolina'
    | 'South Dakota'
    | 'Tennessee'
    | 'Texas'
    | 'Utah'
    | 'Vermont'
    | 'Virginia'
    | 'Washington'
    | 'West Virginia'
    | 'Wisconsin'
    | 'Wyoming';
  /**
   * How many months the figures compare: the client's first months with us against as many months before it moved its billing to us, for example 6 (clientResults.window says it in words).
   */
  months: number;
  /**
   * Exactly two figures, each with what it measures, shown together wherever the client is; one client's figures sit around the company's averages on the home page, some above and some below. For example Denials −74% and Clean Claim Rate 99.3%.
   *
   * @minItems 2
   * @maxItems 2
   */
  figures: ResultFigure[];
}
/**
 * One figure of the result, what it measures, and what it measured before and after, which the figure must agree with.
 */
export interface ResultFigure {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * The figure as it is shown: a number with % or days, a fall with a true minus sign (−, not the hyphen -) and a rise with +, for example −74%, −16 days, +28% or 99.3%.
   */
  value: string;
  /**
   * A result as measured at one moment, before or after: a number (with $ and K or M for money, a % for a rate) and, where it reads better, its unit in a few words, for example 11.4%, $182K, 48 days or 9 payers (a unit the label already gives, Denial Rate or Monthly Revenue, is left out: before → after stays short on a phone). The figure beside it is checked against it.
   */
  before: string;
  /**
   * A result as measured at one moment, before or after: a number (with $ and K or M for money, a % for a rate) and, where it reads better, its unit in a few words, for example 11.4%, $182K, 48 days or 9 payers (a unit the label already gives, Denial Rate or Monthly Revenue, is left out: before → after stays short on a phone). The figure beside it is checked against it.
   */
  after?: string;
  icon?: Icon;
}
/**
 * An address that sends the visitor to another page at once.
 */
export interface Redirect {
  /**
   * The address of a page of this site: / alone, or / then lower-case words, digits and dashes separated by single / (for example /about or /services/medical-billing).
   */
  from: string;
  /**
   * The address of a page of this site: / alone, or / then lower-case words, digits and dashes separated by single / (for example /about or /services/medical-billing).
   */
  to: string;
  /**
   * A piece of text shown on the site.
   */
  text: string;
}
/**
 * The page shown for an address that does not exist.
 */
export interface NotFound {
  /**
   * A piece of text shown on the site.
   */
  title: string;
  /**
   * A piece of text shown on the site.
   */
  code: string;
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * A piece of text shown on the site.
   */
  linkLabel: string;
  /**
   * A piece of text shown on the site.
   */
  text?: string;
  search?: NotFoundSearch;
  suggestions?: NotFoundSuggestions;
}
/**
 * A search box under the message: it opens the site's search page with the words typed, and works before the page's script has come (optional; the site needs a page with a siteSearch block).
 */
export interface NotFoundSearch {
  /**
   * A piece of text shown on the site.
   */
  label: string;
  /**
   * A piece of text shown on the site.
   */
  placeholder?: string;
  /**
   * A piece of text shown on the site.
   */
  button: string;
}
/**
 * A few pages a lost visitor may have been looking for, under the link back home (optional).
 */
export interface NotFoundSuggestions {
  /**
   * A piece of text shown on the site.
   */
  heading: string;
  /**
   * The pages, for example the search, the services, the specialties and the contact page.
   *
   * @minItems 1
   * @maxItems 6
   */
  links: Link[];
}
/**
 * Small words that screen readers announce and controls show.
 */
export interface Labels {
  /**
   * A piece of text shown on the site.
   */
  swipePosition: string;
  /**
   * A piece of text shown on the site.
   */
  showCard: string;
  /**
   * A piece of text shown on the site.
   */
  beforeAfter: string;
  /**
   * A piece of text shown on the site.
   */
  skipToContent: string;
  /**
   * A piece of text shown on the site.
   */
  mainNavigation: string;
  /**
   * A piece of text shown on the site.
   */
  homeLink: string;
  /**
   * A piece of text shown on the site.
   */
  newTab: string;
  /**
   * A piece of text shown on the site.
   */
  openMenu: string;
  /**
   * A piece of text shown on the site.
   */
  closeMenu: string;
  /**
   * A piece of text shown on the site.
   */
  menu: string;
  /**
   * A piece of text shown on the site.
   */
  search: string;
  /**
   * A piece of text shown on the site.
   */
  closeSearch: string;
  /**
   * A piece of text shown on the site.
   */
  rating: string;
}
