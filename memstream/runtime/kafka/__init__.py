"""The Kafka runtime: aiokafka producers and consumers, and stage hosts on batched consumers.

Needs the `kafka` extra: `pip install 'memstream[kafka]'`.
"""
