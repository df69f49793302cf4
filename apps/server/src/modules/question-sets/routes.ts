import type { HandlersOf } from '../../handler.js';
import { partnerKeyScope } from '../audit/index.js';
import type { CriteriaService } from '../criteria/service.js';
import { engineCallError, type EngineRegistry } from '../engines/registry.js';
import type { QuestionSetService } from './service.js';

export function criteriaAiHandlers(deps: {
  questionSets: QuestionSetService;
  criteria: CriteriaService;
  engines: EngineRegistry;
}): HandlersOf<'createQuestionSet' | 'generateCriteria'> {
  const { questionSets, criteria, engines } = deps;
  return {
    createQuestionSet: async ({ tenant, auth, params, body }) => {
      const engine = engines.ready(auth.environment);
      const questionSet = await questionSets.create(tenant.id, params.jobId, body.jobContext, engine);
      return { status: 201, body: { questionSet } };
    },
    generateCriteria: async ({ tenant, auth, params, body, header }) => {
      const request = body;
      const pairs = request.questionSetId
        ? questionSets.resolveAnswers(tenant.id, params.jobId, request.questionSetId, request.answers ?? [])
        : [];
      const engine = engines.ready(auth.environment);
      const draft = await engine.generateCriteria(request.jobContext, pairs).catch((err: unknown) => {
        throw engineCallError(err);
      });
      // The engine that wrote them, as it describes itself now (the model cannot change under a running engine).
      const info = engine.info();
      const generatedBy = {
        engine: info.engine,
        model: { name: info.modelName, sha256: info.modelSha256 },
        promptVersion: info.promptVersion,
      };
      return {
        status: 201,
        body: criteria.replace(
          { scope: partnerKeyScope(auth, tenant), generatedBy },
          params.jobId,
          draft.criteria,
          header('x-expected-criteria-revision'),
        ),
      };
    },
  };
}
