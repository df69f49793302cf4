import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// One zod instance, extended once with `.openapi()`, shared by every schema of the package.
extendZodWithOpenApi(z);
export { z };
