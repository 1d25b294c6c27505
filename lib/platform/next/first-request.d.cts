/** Types of ./first-request.cjs (instrumentation.ts imports it). */
export declare function answerDone(): void;
export declare function afterFirstAnswer(fallbackMs: number): Promise<'answered' | 'timeout'>;
export declare function resetFirstAnswerForTests(): void;
