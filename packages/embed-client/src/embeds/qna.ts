import { validateLoadQnaConfiguration, type IError } from '@org/embed-models';
import type { IEmbedConfigurationBase } from '../configurations';
import type { EmbedService } from '../service/embed-service';
import type { IEventHandler, QnaEventMap } from '../events';
import { Embed } from './embed';
import { frameRequest, type IHttpPostMessageResponse } from './frame-request';

/** A Q&A box: questions in natural language over datasets, answered with visuals. */
export class Qna extends Embed {
  static override allowedEvents = ['loaded', 'visualRendered'];
  static override type = 'Qna';
  constructor(
    service: EmbedService,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ) {
    super(service, element, config, undefined, phasedRender, isBootstrap, true);
    this.loadPath = '/qna/load';
    // Defined by the protocol; like the reference, a phased load of a Q&A box posts the load.
    this.phasedLoadPath = '/qna/prepare';
    this.allowedEvents.push(...Qna.allowedEvents);
    this.setUp(config, isBootstrap);
  }

  /** Calls `handler` with the DOM event each time the frame raises `eventName`. */
  override on<K extends keyof QnaEventMap>(eventName: K, handler: IEventHandler<QnaEventMap[K]>): void;
  override on<T>(eventName: string, handler: IEventHandler<T>): void;
  override on(eventName: string, handler: IEventHandler<unknown>): void {
    super.on(eventName, handler);
  }

  /** A Q&A box has no id: null. */
  getId(): null {
    return null;
  }

  /** Asks `question` in the Q&A box. */
  setQuestion(question: string): Promise<IHttpPostMessageResponse<void>> {
    return frameRequest(this, 'POST', '/qna/interpret', { question });
  }

  /** Checks a Q&A configuration. */
  validate(config: IEmbedConfigurationBase): IError[] | undefined {
    return validateLoadQnaConfiguration(config);
  }

  /** @hidden Nothing to add for Q&A. */
  configChanged(_isBootstrap: boolean): void {}

  /** @hidden */
  getDefaultEmbedUrlEndpoint(): string {
    return 'qnaEmbed';
  }
}
