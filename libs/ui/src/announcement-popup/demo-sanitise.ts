/**
 * A crude stand-in for DOMPurify in stories and tests only: drops script-like elements, event
 * handler attributes and javascript: addresses. Not a sanitiser to ship; the app passes DOMPurify.
 */
export function demoSanitise(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('script, iframe, object, embed').forEach((node) => node.remove());
  template.content.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)) element.removeAttribute(attribute.name);
    }
  });
  return template.innerHTML;
}
