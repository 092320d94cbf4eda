export * from '@xstate/machine-extractor'
