/**
 * Forbids colour literals (#hex, rgb(), rgba(), hsl(), hsla()) in component and app code:
 * components read semantic theme tokens, and only brand packs and the theme's base palette
 * hold raw colours.
 */
const COLOR_PATTERN = /#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b|\b(?:rgba?|hsla?)\(/i;

/** @type {import('eslint').Rule.RuleModule} */
export const noHardcodedColors = {
  meta: {
    type: 'problem',
    docs: { description: 'Use semantic theme tokens instead of colour literals' },
    messages: { literal: 'Colour literal "{{value}}": use a semantic token from the theme (theme.color.*).' },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const match = COLOR_PATTERN.exec(text);
      if (match) context.report({ node, messageId: 'literal', data: { value: match[0] } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.raw);
      },
    };
  },
};
