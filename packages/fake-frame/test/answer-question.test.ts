import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../src/report/answer-question';
import { REPORT_PAGES } from '../src/report/report-definition';

describe('Q&A answers', () => {
  it('picks the visual whose title shares most words with the question, singular or plural', () => {
    const answer = answerQuestion(REPORT_PAGES, 'Show me admission by department');
    expect(answer.visual?.name).toBe('admissionsByDepartment');
    expect(answer.page?.name).toBe('ReportSection1');
    expect(answer.normalizedQuestion).toBe('admissions by department');
    expect(answerQuestion(REPORT_PAGES, 'occupancy by ward').visual?.name).toBe('occupancyByWard');
  });

  it('answers nothing for an unrelated question, normalizing its spaces', () => {
    expect(answerQuestion(REPORT_PAGES, '  weather   tomorrow ')).toEqual({ normalizedQuestion: 'weather tomorrow' });
  });
});
