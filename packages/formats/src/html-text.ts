import { decodeHTML } from 'entities';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';

// HTML to the plain text a reader sees: block elements end lines, list items become "- "
// bullets (the engine unfolds requirements at bullets), and what is not content is left out.

const NOT_CONTENT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'head',
  'iframe',
  'button',
  'select',
  'form',
]);
/** Page furniture: left out of a page's main text, kept inside a job's own description. */
const FURNITURE = new Set(['nav', 'header', 'footer', 'aside']);
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'ul',
  'ol',
  'li',
  'br',
  'tr',
  'table',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'hr',
  'header',
  'footer',
]);

const HAS_TAG = /<\/?[a-z][^>]*>/i;

/** The text of an HTML fragment (a JobPosting's description). Plain text keeps its lines;
 *  text escaped once more ("&lt;p&gt;", as some sites publish it) is read as the HTML it is. */
export function htmlToText(html: string): string {
  if (HAS_TAG.test(html)) return textOfNodes(parseDocument(html).children, false);
  const decoded = decodeHTML(html);
  if (HAS_TAG.test(decoded)) return htmlToText(decoded);
  return decoded
    .split(/\r\n|\r|\n/)
    .map(collapse)
    .filter(Boolean)
    .join('\n');
}

/** A whole page's main text: its <main> (or role=main, or <article>) when it has one, else the
 *  body without navigation, header, footer and asides. */
export function pageMainText(html: string): { title: string | undefined; text: string } {
  const doc = parseDocument(html);
  const find = (test: (el: Element) => boolean) => DomUtils.findOne(test, doc.children, true);
  const main =
    find((el) => el.name === 'main' || el.attribs.role === 'main') ??
    find((el) => el.name === 'article');
  const titleEl = find((el) => el.name === 'title');
  const title = titleEl ? collapse(DomUtils.textContent(titleEl)) : undefined;
  return { title: title || undefined, text: textOfNodes(main ? [main] : doc.children, true) };
}

function textOfNodes(nodes: AnyNode[], skipFurniture: boolean): string {
  const out: string[] = [];
  const walk = (node: AnyNode) => {
    if (DomUtils.isText(node)) {
      out.push(node.data.replace(/\s+/g, ' '));
      return;
    }
    if (!DomUtils.isTag(node)) return;
    const name = node.name.toLowerCase();
    if (NOT_CONTENT.has(name) || (skipFurniture && FURNITURE.has(name))) return;
    if (node.attribs.hidden !== undefined || node.attribs['aria-hidden'] === 'true') return;
    const block = BLOCK.has(name);
    if (block) out.push('\n');
    if (name === 'li') out.push('- ');
    node.children.forEach(walk);
    if (block) out.push('\n');
  };
  nodes.forEach(walk);
  return out
    .join('')
    .split('\n')
    .map(collapse)
    .filter((line) => line && line !== '-')
    .join('\n');
}

const collapse = (s: string) => s.replace(/[\s\u00a0]+/g, ' ').trim();
