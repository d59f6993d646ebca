// A strict XML 1.0 well-formedness check (workerd has no DOMParser), with namespace checks on top: what Word needs
// of every part of a .docx before it opens it. Enough of XML for OOXML: declaration, elements, attributes,
// references, comments, processing instructions, CDATA; a DOCTYPE is refused (OOXML never has one).

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
/** Every character XML 1.0 allows (a lone surrogate half is a code point outside these with the u flag). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;
const PREDEFINED = new Set(["lt", "gt", "amp", "quot", "apos"]);

function referenceProblem(text: string): string | null {
  if (text.includes("<")) return "'<' in text or an attribute value";
  for (const match of text.matchAll(/&([^;]*);?/g)) {
    const [whole, body = ""] = match;
    if (!whole.endsWith(";")) return `unterminated reference "${whole.slice(0, 12)}"`;
    if (PREDEFINED.has(body)) continue;
    const code = /^#x[0-9a-fA-F]+$/.test(body) ? Number.parseInt(body.slice(2), 16) : /^#\d+$/.test(body) ? Number(body.slice(1)) : -1;
    if (code < 0) return `unknown entity "&${body};"`;
    if (code > 0x10ffff || NOT_XML_CHAR.test(String.fromCodePoint(code))) return `reference to a forbidden character "&${body};"`;
  }
  return null;
}

interface Open {
  name: string;
  prefixes: Map<string, string>;
}

/** null when `xml` is well-formed (one root, tags nested, attributes unique and quoted, references and prefixes known), else why not. */
export function xmlProblem(xml: string): string | null {
  const bad = NOT_XML_CHAR.exec(xml);
  if (bad) return `forbidden character U+${bad[0].codePointAt(0)!.toString(16).toUpperCase()} at ${bad.index}`;
  const stack: Open[] = [];
  let rootSeen = false;
  let i = xml.startsWith("\ufeff") ? 1 : 0;
  if (xml.startsWith("<?xml", i)) {
    const end = xml.indexOf("?>", i);
    if (end < 0) return "unterminated XML declaration";
    i = end + 2;
  }
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (text.length) {
      if (!stack.length && text.trim()) return `text outside the root element at ${i}`;
      if (text.includes("]]>")) return `"]]>" in text at ${i}`;
      const problem = referenceProblem(text);
      if (problem) return `${problem} at ${i}`;
    }
    if (lt < 0) break;
    i = lt;
    if (xml.startsWith("<!--", i)) {
      const end = xml.indexOf("-->", i + 4);
      if (end < 0 || xml.slice(i + 4, end).includes("--")) return `bad comment at ${i}`;
      i = end + 3;
    } else if (xml.startsWith("<?", i)) {
      const end = xml.indexOf("?>", i);
      if (end < 0 || /^<\?xml\b/i.test(xml.slice(i))) return `bad processing instruction at ${i}`;
      i = end + 2;
    } else if (xml.startsWith("<![CDATA[", i)) {
      const end = xml.indexOf("]]>", i);
      if (end < 0 || !stack.length) return `bad CDATA section at ${i}`;
      i = end + 3;
    } else if (xml.startsWith("<!", i)) {
      return `declaration (DOCTYPE) at ${i}`;
    } else if (xml.startsWith("</", i)) {
      const match = /^<\/([^\s>]+)\s*>/.exec(xml.slice(i, i + 300));
      const open = stack.pop();
      if (!match || !open || match[1] !== open.name)
        return `closing tag ${match?.[1] ?? "?"} does not match ${open?.name ?? "nothing"} at ${i}`;
      i += match[0].length;
    } else {
      const problem = openTag(xml, i, stack, rootSeen);
      if (typeof problem === "string") return problem;
      rootSeen = true;
      i = problem.end;
    }
  }
  if (stack.length) return `unclosed element ${stack.at(-1)!.name}`;
  return rootSeen ? null : "no root element";
}

/** Reads `<name attr="…" …>` or `<… />` at `start`; pushes it unless it closes itself. */
function openTag(xml: string, start: number, stack: Open[], rootSeen: boolean): { end: number } | string {
  if (!stack.length && rootSeen) return `a second root element at ${start}`;
  const head = /^<([^\s/>]+)/.exec(xml.slice(start, start + 300));
  if (!head?.[1] || !NAME.test(head[1])) return `bad element name at ${start}`;
  const name = head[1];
  let i = start + head[0].length;
  const attributes = new Map<string, string>();
  const attribute = /\s+([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')/y;
  const closing = /\s*(\/?)>/y;
  for (;;) {
    closing.lastIndex = i;
    const close = closing.exec(xml);
    if (close) {
      i += close[0].length;
      const prefixes = new Map(stack.at(-1)?.prefixes ?? [["xml", "http://www.w3.org/XML/1998/namespace"]]);
      for (const [key, value] of attributes) if (key.startsWith("xmlns:")) prefixes.set(key.slice(6), value);
      for (const used of [name, ...[...attributes.keys()].filter((key) => !key.startsWith("xmlns"))]) {
        const prefix = used.includes(":") ? used.split(":")[0]! : null;
        if (prefix && !prefixes.has(prefix)) return `undeclared namespace prefix "${prefix}" on ${name} at ${start}`;
      }
      if (!close[1]) stack.push({ name, prefixes });
      return { end: i };
    }
    attribute.lastIndex = i;
    const match = attribute.exec(xml);
    if (!match?.[1] || !match[2]) return `bad attribute in ${name} at ${i}`;
    if (!NAME.test(match[1]) && !/^xmlns(:[A-Za-z_][\w.-]*)?$/.test(match[1])) return `bad attribute name ${match[1]} at ${i}`;
    if (attributes.has(match[1])) return `attribute ${match[1]} twice on ${name} at ${i}`;
    const value = match[2].slice(1, -1);
    const problem = referenceProblem(value);
    if (problem) return `${problem} in ${name}@${match[1]} at ${i}`;
    attributes.set(match[1], value);
    i += match[0].length;
  }
}
