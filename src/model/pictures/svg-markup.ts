// SVG as typed values: a picture is a tree of elements built in code, and only svgMarkup turns it into text. Every
// text and attribute value is escaped there, once, so a value from site.yaml (a figure "<5%", a name with "&")
// can never end an element or an attribute.
import { escapeXml } from '../escape-xml.ts';

/** An attribute's value: numbers are written with at most two decimals, so the same picture gives the same bytes. */
export type SvgAttributeValue = string | number;

/** One element: its name, its attributes (an undefined one is left out) and its children, in order. */
export interface SvgElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, SvgAttributeValue | undefined>>;
  readonly children: readonly SvgNode[];
}

/** A child of an element: another element or a text. */
export type SvgNode = SvgElement | string;

/** The element `name` with its attributes and children. */
export function svgElement(name: string, attributes: SvgElement['attributes'] = {}, ...children: SvgNode[]): SvgElement {
  return { name, attributes, children };
}

/** A standalone SVG document of `width` × `height` pixels around `children`. */
export function svgDocument(width: number, height: number, ...children: SvgNode[]): SvgElement {
  return svgElement('svg', { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` }, ...children);
}

/** The markup of `node`, one element per line at the top level (a diff of two pictures reads line by line). */
export function svgMarkup(node: SvgNode): string {
  if (typeof node === 'string') return escapeXml(node);
  const attributes = Object.entries(node.attributes)
    .flatMap(([name, value]) => (value === undefined ? [] : [` ${name}="${escapeXml(formatValue(value))}"`]))
    .join('');
  if (node.children.length === 0) return `<${node.name}${attributes}/>`;
  const separator = node.name === 'svg' ? '\n' : '';
  return `<${node.name}${attributes}>${separator}${node.children.map(svgMarkup).join(separator)}${separator}</${node.name}>`;
}

function formatValue(value: SvgAttributeValue): string {
  // Math.round keeps 0.1 + 0.2 from being written 0.30000000000000004.
  return typeof value === 'number' ? String(Math.round(value * 100) / 100) : value;
}
