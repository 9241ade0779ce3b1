import { validateQnaInterpretInputData } from '@org/embed-models';
import { answerQuestion } from '../../report/answer-question';
import type { FrameContext } from '../frame-context';
import { invalidInput } from '../frame-errors';

/** Shows the answer to a question and posts `visualRendered` `{ question, normalizedQuestion }`, as after a Q&A query. */
export function askQuestion(ctx: FrameContext, question: string): void {
  ctx.state.question = question;
  ctx.render();
  const { normalizedQuestion } = answerQuestion(ctx.state.pages, question);
  ctx.afterReply(() => void ctx.postEvent('visualRendered', { question, normalizedQuestion }));
}

/** Registers `POST /qna/interpret` (`{ question, datasetIds? }`). */
export function registerQnaRoutes(ctx: FrameContext): void {
  ctx.route('POST', '/qna/interpret', (req, res) => {
    const errors = validateQnaInterpretInputData(req.body);
    if (errors || !req.body) return res.send(400, invalidInput(errors ?? 'input must be an object', 'Q&A request'));
    res.send(202, {});
    askQuestion(ctx, (req.body as { question: string }).question);
  });
}
