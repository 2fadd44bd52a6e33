/** Fails when the committed API types differ from a fresh generation from openapi/platform.yaml. */
import { isGeneratedClientCurrent } from '../src/codegen-check.mjs';

const { current, generatedPath } = isGeneratedClientCurrent();
if (current) {
  console.log('codegen check: the generated API client matches openapi/platform.yaml');
} else {
  console.error(`codegen check: ${generatedPath} is out of date. Run "npm run codegen" and commit the result.`);
  process.exit(1);
}
