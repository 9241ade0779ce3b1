// @org/react-embed: importing touches no window or document; the shared service is created on first embed.
export { EmbedComponent, PowerBIEmbed } from './embed-component';
export { EmbedType } from './embed-type';
export { getSharedService } from './shared-service';
export type {
  EmbedConfig,
  EmbedEventDetails,
  EmbedProps,
  AnyEventHandler,
  EventHandler,
  EventHandlerObject,
  EventHandlers,
} from './embed-props';
