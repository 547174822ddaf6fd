import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import type { DragKit } from './drag-kit';

/** The real drag and drop, loaded by `useDragKit` on the user's first move. */
export const dndKit: DragKit = { DragDropContext, Droppable, Draggable, ready: true };
