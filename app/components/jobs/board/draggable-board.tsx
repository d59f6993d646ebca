// The board with drag and drop (@dnd-kit/core), loaded on the board's first use (./job-board, ADR 0010): mouse/pen
// (after a few pixels, so clicks still open the card) and touch (after a short press, so the page still scrolls), with
// spoken announcements. The keyboard move is the board's own (./keyboard-move), static or draggable. A drop only asks the page to move the job (`onMove`): the card stays where it is, marked pending,
// until the server has confirmed. The markup is the static board's (BoardLayout, JobCardView), with dnd-kit's
// bindings added. Those pieces come in the `kit` prop (through a context) instead of imports: this chunk importing the
// board's modules would make the bundler split them out of the page's chunk into chunks of their own, which costs
// the page's first load bytes (ADR 0010).
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type PointerActivationConstraint,
  type PointerSensorOptions,
} from "@dnd-kit/core";
import { createContext, memo, useContext, useMemo, type PointerEvent as ReactPointerEvent } from "react";
import { JOB_STATUSES, type JobCard as JobCardData, type JobStatus } from "~/schemas/jobs-rules";
import { boardAnnouncements } from "./board-announcements";
import { pressOnMove } from "./press-on-move";
import type { BoardColumnProps, BoardKit, JobBoardProps } from "./board-types";
import type { JobCardProps } from "./job-card";

const isJobStatus = (value: unknown): value is JobStatus =>
  typeof value === "string" && (JOB_STATUSES as readonly string[]).includes(value);

/** Mouse and pen only: touch has its own sensor with a press delay, so a swipe scrolls instead of dragging. */
class MouseAndPenSensor extends PointerSensor {
  static activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === "touch") return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

const POINTER_ACTIVATION: PointerActivationConstraint = { distance: 6 };
const TOUCH_ACTIVATION: PointerActivationConstraint = { delay: 220, tolerance: 8 };

/** The column under the pointer; without pointer coordinates, the column the moved card overlaps most. */
const columnUnder: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const hits = pointerWithin(args);
    if (hits.length) return hits;
  }
  return rectIntersection(args);
};

const Kit = createContext<BoardKit | null>(null);
const useKit = () => useContext(Kit) as BoardKit;

/** A card that is a drag source; its body is memoised (dnd-kit re-renders every draggable when a drag changes). */
const DraggableJobCard = memo(function DraggableJobCard(props: JobCardProps) {
  const { job, pendingStatus } = props;
  const { JobCardView } = useKit();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: job.id, data: { job }, disabled: Boolean(pendingStatus) });
  const deferred = useMemo(() => pressOnMove(listeners), [listeners]);
  return <JobCardView {...props} drag={{ setNodeRef, listeners: deferred, isDragging }} />;
});

/** A column that is a drop target, outlined while a card from another column is over it. */
const DroppableColumn = memo(function DroppableColumn(props: BoardColumnProps) {
  const { BoardColumnView } = useKit();
  const { setNodeRef, isOver, active } = useDroppable({ id: props.status });
  const draggingFromHere = (active?.data.current?.job as JobCardData | undefined)?.status === props.status;
  return <BoardColumnView {...props} drop={{ setNodeRef, highlighted: isOver && !draggingFromHere }} />;
});

/**
 * The copy of the dragged card that follows the pointer or the keys. It reads the dragged card from dnd-kit's state
 * itself, so that a drag's start and end re-render only dnd-kit's consumers, not the whole board.
 */
function CardOverlay() {
  const { JobCardOverlay } = useKit();
  const job = useDndContext().active?.data.current?.job as JobCardData | undefined;
  return <DragOverlay dropAnimation={null}>{job ? <JobCardOverlay job={job} /> : null}</DragOverlay>;
}

export function DraggableBoard({ kit, ...props }: JobBoardProps & { kit: BoardKit }) {
  const { BoardLayout, instructions } = kit;
  const { id, allJobs, pending, onMove, onDraggingChange } = props;
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
  );
  const byId = useMemo(() => new Map(allJobs.map((job) => [job.id, job])), [allJobs]);
  const announcements = useMemo(() => boardAnnouncements((jobId) => byId.get(jobId)), [byId]);

  function start() {
    onDraggingChange?.(true);
  }

  function end(event: DragEndEvent) {
    onDraggingChange?.(false);
    const job = byId.get(String(event.active.id));
    const target = event.over?.id;
    if (job && isJobStatus(target) && target !== job.status && !pending[job.id]) onMove(job, target);
  }

  function cancel() {
    onDraggingChange?.(false);
  }

  return (
    <DndContext
      // dnd-kit's own hidden instructions take this id; the cards point at the board's (BoardLayout).
      id={`${id}-dnd`}
      sensors={sensors}
      collisionDetection={columnUnder}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={cancel}
    >
      <Kit.Provider value={kit}>
        <BoardLayout {...props} Column={DroppableColumn} Card={DraggableJobCard} />
        <CardOverlay />
      </Kit.Provider>
    </DndContext>
  );
}
