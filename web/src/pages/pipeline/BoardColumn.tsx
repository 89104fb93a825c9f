import { pipelineStageLabels, type PipelineEntry, type PipelineStage } from '@shortlist/contracts';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui';
import { BoardCard } from './BoardCard';
import styles from './pipeline.module.css';

/** A card's height before it is measured; each card is then measured as drawn. */
const ESTIMATED_CARD_PX = 132;
const SCREENFUL = { width: 240, height: 600 };

/**
 * One stage of the board. Its cards scroll inside the column and only those on screen are drawn
 * (500 candidates in New are a few dozen elements, not 500 cards). A collapsed column shows its
 * count only.
 */
export function BoardColumn({
  stage,
  entries,
  collapsed,
  onToggle,
  focusId,
  onFocused,
  ...card
}: {
  stage: PipelineStage;
  entries: PipelineEntry[];
  collapsed: boolean;
  onToggle: () => void;
  /** A card moved to this column by keyboard: scrolled to and focused once drawn here. */
  focusId: string | null;
  onFocused: () => void;
  busy: boolean;
  hintId: string;
  onOpen: (candidateId: string) => void;
  onMove: (candidateId: string, stage: PipelineStage, byKeyboard: boolean) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useVirtualizer({
    count: collapsed ? 0 : entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    getItemKey: (i) => entries[i]?.candidateId ?? i,
    overscan: 4,
    // Before the column is measured, and where it has no height yet (a test's DOM has no
    // layout), draw a screenful rather than nothing.
    initialRect: SCREENFUL,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : SCREENFUL)),
    measureElement: (el, entry, instance) =>
      measureElement(el, entry, instance) || ESTIMATED_CARD_PX,
  });
  const focusIndex = focusId ? entries.findIndex((e) => e.candidateId === focusId) : -1;
  useEffect(() => {
    if (focusIndex >= 0) list.scrollToIndex(focusIndex, { align: 'auto' });
  }, [focusIndex, list]);

  const label = pipelineStageLabels[stage];
  return (
    <section
      className={styles['pipeline-column']}
      aria-label={label}
      data-stage={stage}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        const id = e.dataTransfer.getData('text/plain');
        if (id) card.onMove(id, stage, false);
      }}
    >
      <h3 className={styles['pipeline-column-title']}>
        <Button
          variant="link"
          size="small"
          aria-expanded={!collapsed}
          aria-label={`${label}, ${entries.length} candidate${entries.length === 1 ? '' : 's'}, ${collapsed ? 'show' : 'hide'}`}
          onClick={onToggle}
        >
          {collapsed ? '▸' : '▾'} {label}
        </Button>{' '}
        <span className="muted">{entries.length}</span>
      </h3>
      {collapsed ? (
        entries.length > 0 && (
          <p className="muted small">
            {entries.length} candidate{entries.length === 1 ? '' : 's'}. Open the column to see
            them.
          </p>
        )
      ) : (
        <div ref={scroller} className={styles['pipeline-column-list']}>
          <div style={{ height: list.getTotalSize(), position: 'relative' }}>
            {list.getVirtualItems().map((item) => {
              const entry = entries[item.index]!;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={list.measureElement}
                  className={styles['pipeline-slot']}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <BoardCard
                    entry={entry}
                    {...card}
                    cardRef={
                      entry.candidateId === focusId
                        ? (el) => {
                            if (el) {
                              el.focus();
                              onFocused();
                            }
                          }
                        : undefined
                    }
                  />
                </div>
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
