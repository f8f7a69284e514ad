"""The Kafka runtime: aiokafka producers and consumers, faust-streaming stage hosts.

Needs the `kafka` extra: `pip install 'memstream[kafka]'`.
"""
